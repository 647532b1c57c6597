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
}: {
  row: CardRow;
  className: string;
  onEdit(card: Card): void;
  onRemove(card: Card): void;
}) {
  return (
    <div className={`flex items-center ${className}`}>
      <SelectRowBox rowKey={row.key} cardIds={row.cardIds} name={row.name} />
      <CardRowActions name={row.name} onEdit={() => onEdit(row.card)} onRemove={() => onRemove(row.card)} />
    </div>
  );
}
