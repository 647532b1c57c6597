import type { CardRow } from '../../db/rows';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';

const DRAGGED_COPY = 'application/x-cardfolio-copy';

/**
 * One pocket of a binder page: a button naming the copy in it (or "Empty slot 4"). Two devices may
 * have filed two copies in one pocket: both names show, the first one moves.
 */
export function BinderSlot({
  slot,
  copies,
  picked,
  onChoose,
  onDropCopy,
}: {
  slot: number;
  copies: readonly CardRow[];
  picked: CardRow | null;
  onChoose(): void;
  onDropCopy(cardId: string): void;
}) {
  const [held] = copies;
  const names = copies.map((copy) => copy.name).join(' · ');
  const isPicked = held !== undefined && held.id === picked?.id;
  return (
    <li
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const cardId = event.dataTransfer.getData(DRAGGED_COPY);
        if (cardId && cardId !== held?.id) onDropCopy(cardId);
      }}
    >
      <button
        type="button"
        draggable={held !== undefined}
        onDragStart={(event) => held && event.dataTransfer.setData(DRAGGED_COPY, held.id)}
        aria-label={held ? LOCATION_MOVE_TEXTS.slotHolds(slot, names) : LOCATION_MOVE_TEXTS.emptySlot(slot)}
        aria-pressed={held ? isPicked : undefined}
        data-slot={slot}
        onClick={onChoose}
        className={`flex aspect-[5/7] w-full flex-col items-center justify-center rounded-lg border-2 p-1 text-center text-xs ${
          held ? 'border-solid border-border bg-surface' : 'border-dashed border-border-light text-text-muted'
        } ${isPicked ? 'ring-2 ring-primary' : ''} ${picked && !isPicked ? 'hover:border-primary' : ''}`}
      >
        <span className="text-text-muted">{slot}</span>
        {held && <span className="font-medium break-words">{names}</span>}
      </button>
    </li>
  );
}
