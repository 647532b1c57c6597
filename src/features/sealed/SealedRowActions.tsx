import type { SealedRow } from '../../domain/sealed/sealedRows';
import { buttonStyles } from '../../ui/buttons';
import { CardRowActions } from '../cards/CardRowActions';
import { OPENING_TEXTS } from '../transactions/opening/openingTexts';

/** What a sealed row's buttons do (grid card, list line and table row alike). */
export interface SealedRowHandlers {
  onEdit(row: SealedRow): void;
  onDelete(row: SealedRow): void;
  onEnlarge(row: SealedRow): void;
  /** Open one unit: an opening transaction (src/features/transactions/opening). */
  onOpen(row: SealedRow): void;
}

/** A sealed row's actions, in the grid and the table: Open (a held product), Edit, Delete. */
export function SealedRowActions({
  row,
  onEdit,
  onDelete,
  onOpen,
}: Pick<SealedRowHandlers, 'onEdit' | 'onDelete' | 'onOpen'> & { row: SealedRow }) {
  return (
    <>
      {row.status === 'have' && (
        <button
          type="button"
          className={`${buttonStyles.secondary} px-2 py-1`}
          aria-label={`${OPENING_TEXTS.open} ${row.name}`}
          onClick={() => onOpen(row)}
        >
          {OPENING_TEXTS.open}
        </button>
      )}
      <CardRowActions
        name={row.name}
        removeWord="Delete"
        onEdit={() => onEdit(row)}
        onRemove={() => onDelete(row)}
      />
    </>
  );
}
