import { buttonStyles } from '../../../ui/buttons';
import { WantedMark } from '../../wants/WantedMark';

interface SearchResultRowProps {
  name: string;
  /** The printing or the product's set and type, shown after the name. */
  detail: string;
  action: string;
  /** The button's accessible name: the action and what it acts on. */
  actionLabel: string;
  onAction(): void;
  /** How many the want list still misses of it (cards only). */
  wanted?: number;
}

/** One card or sealed product found by a search of the wizard, the trade modal or an opening. */
export function SearchResultRow({
  name,
  detail,
  action,
  actionLabel,
  onAction,
  wanted = 0,
}: SearchResultRowProps) {
  return (
    <li className="flex items-center justify-between gap-2 py-1.5 text-sm">
      <span className="min-w-0 truncate">
        {name} <span className="text-text-secondary">· {detail}</span>
      </span>
      <WantedMark count={wanted} />
      <button type="button" className={buttonStyles.secondary} aria-label={actionLabel} onClick={onAction}>
        {action}
      </button>
    </li>
  );
}

/** A sealed definition's detail in a result row. */
export const sealedDetail = (definition: { set: string; type: string }) =>
  `${definition.set} · ${definition.type}`;
