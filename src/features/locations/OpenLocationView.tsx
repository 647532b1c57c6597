import { lazy, Suspense } from 'react';
import type { LocationRow } from '../../db/rows';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { buttonStyles } from '../../ui/buttons';
import { LoadingState } from '../../ui/StatePanel';

// Each view loads when first opened.
const UnfiledView = lazy(() => import('./UnfiledView'));
const BinderView = lazy(() => import('./BinderView'));

/** What the Locations section shows instead of its list: the Unfiled view or one binder. */
export type OpenView = { kind: 'unfiled' } | { kind: 'binder'; binder: LocationRow };

export function OpenLocationView({ view, onBack }: { view: OpenView; onBack(): void }) {
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={onBack}>
        {LOCATION_MOVE_TEXTS.backToLocations}
      </button>
      <Suspense fallback={<LoadingState text="Loading…" />}>
        {view.kind === 'unfiled' ? <UnfiledView /> : <BinderView binder={view.binder} />}
      </Suspense>
    </div>
  );
}
