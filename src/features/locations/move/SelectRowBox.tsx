import { LOCATION_MOVE_TEXTS } from '../../../domain/locations/texts';
import { useCardSelection } from './cardSelection';

/** The tick that selects a cards-view row for Move to…; only this box re-renders when it changes. */
export function SelectRowBox({
  rowKey,
  cardIds,
  name,
}: {
  rowKey: string;
  cardIds: readonly string[];
  name: string;
}) {
  const selected = useCardSelection((state) => state.rows.has(rowKey));
  const toggle = useCardSelection((state) => state.toggle);
  return (
    <input
      type="checkbox"
      aria-label={LOCATION_MOVE_TEXTS.select(name)}
      className="h-4 w-4 accent-primary"
      checked={selected}
      onChange={() => toggle(rowKey, cardIds)}
    />
  );
}
