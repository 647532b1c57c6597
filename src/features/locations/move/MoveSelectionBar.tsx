import { lazy, Suspense, useState } from 'react';
import { LOCATION_MOVE_TEXTS } from '../../../domain/locations/texts';
import { buttonStyles } from '../../../ui/buttons';
import { selectedCardIds, useCardSelection } from './cardSelection';

// The dialog (and its location picker) loads when Move to… is first pressed.
const MoveCopiesDialog = lazy(() => import('./MoveCopiesDialog'));

/** Shown while cards-view rows are selected: how many copies, Move to…, and clearing the selection. */
export function MoveSelectionBar() {
  const rows = useCardSelection((state) => state.rows);
  const clear = useCardSelection((state) => state.clear);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cardIds = selectedCardIds(rows);
  if (cardIds.length === 0 && !moving) {
    return done ? (
      <p role="status" className="px-1 text-sm text-text-secondary">
        {done}
      </p>
    ) : null;
  }
  return (
    <div
      role="toolbar"
      aria-label={LOCATION_MOVE_TEXTS.selected(cardIds.length)}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm"
    >
      <span className="flex-1">{LOCATION_MOVE_TEXTS.selected(cardIds.length)}</span>
      <button type="button" className={buttonStyles.primary} onClick={() => setMoving(true)}>
        {LOCATION_MOVE_TEXTS.moveTo}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={clear}>
        {LOCATION_MOVE_TEXTS.clearSelection}
      </button>
      {moving && (
        <Suspense fallback={null}>
          <MoveCopiesDialog
            cardIds={cardIds}
            onClose={() => setMoving(false)}
            onMoved={(message) => {
              setDone(message);
              setMoving(false);
              clear();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
