import { lazy, Suspense, useState } from 'react';
import { WANT_TEXTS } from '../../domain/texts';
import { WANT_VIEW_TEXTS } from '../../domain/wants/wantViewTexts';
import { buttonStyles } from '../../ui/buttons';
import { LoadingState } from '../../ui/StatePanel';
import { WantList } from './WantList';

// The views load when first opened: the want list's first screen stays small.
const CompleteSetView = lazy(() => import('./CompleteSetView'));
const TradeBinderView = lazy(() => import('./TradeBinderView'));
const WantImportExport = lazy(() => import('./WantImportExport'));

const VIEWS = [
  { id: 'list', label: WANT_VIEW_TEXTS.list },
  { id: 'completeSet', label: WANT_VIEW_TEXTS.completeSet },
  { id: 'tradeBinder', label: WANT_VIEW_TEXTS.tradeBinder },
  { id: 'importExport', label: WANT_VIEW_TEXTS.importExport },
] as const;
type WantView = (typeof VIEWS)[number]['id'];

/** Admin › "Want list" (issue 26): the list itself, and the views over it. Loaded when its tab is first opened. */
export default function WantListPanel() {
  const [view, setView] = useState<WantView>('list');
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{WANT_TEXTS.title}</h2>
      <nav aria-label={WANT_VIEW_TEXTS.views} className="flex flex-wrap gap-2">
        {VIEWS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={view === entry.id}
            className={view === entry.id ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => setView(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </nav>
      <Suspense fallback={<LoadingState text={WANT_VIEW_TEXTS.loading} />}>
        {view === 'list' && <WantList />}
        {view === 'completeSet' && <CompleteSetView />}
        {view === 'tradeBinder' && <TradeBinderView />}
        {view === 'importExport' && <WantImportExport />}
      </Suspense>
    </div>
  );
}
