import type { CardRow } from '../../domain/cards/cardRow';
import type { Card } from '../../domain/schemas';
import { SelectRowBox } from '../locations/move/SelectRowBox';
import { CardRowActions } from './CardRowActions';

/** A row's tick for Move to… beside its Edit and Remove (list line and grid card alike). */
export function SelectableRowActions({
  row,
  className,
  onEdit,
  onRemove,
  onGrade,
}: {
  row: CardRow;
  className: string;
  onEdit(card: Card): void;
  onRemove(card: Card): void;
  onGrade?(card: Card): void;
}) {
  // A slab is graded already; a row standing for several records grades its first only if alone.
  const gradable = onGrade && !row.card.grading && row.cardIds.length === 1;
  return (
    <div className={`flex items-center ${className}`}>
      <SelectRowBox rowKey={row.key} cardIds={row.cardIds} name={row.name} />
      <CardRowActions
        name={row.name}
        onEdit={() => onEdit(row.card)}
        onRemove={() => onRemove(row.card)}
        onGrade={gradable ? () => onGrade(row.card) : undefined}
      />
    </div>
  );
}
