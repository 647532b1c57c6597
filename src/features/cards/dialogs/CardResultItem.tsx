import type { CardDefinition } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { WantedMark } from '../../wants/WantedMark';
import { CardThumbnail } from './CardThumbnail';
import { printingLabel } from './printingLabel';

export interface CardResultActions {
  onQuickAdd(card: CardDefinition): void;
  onVersions(card: CardDefinition): void;
  onDetails(card: CardDefinition): void;
  /** Mobile: the single Add button opens the three-choice sheet. */
  onChoose(card: CardDefinition): void;
}

interface CardResultItemProps extends CardResultActions {
  card: CardDefinition;
  mobile: boolean;
  /** A quick add of this card is being stored. */
  busy: boolean;
  /** No collection to add to. */
  disabled: boolean;
  /** How many the want list still misses of it. */
  wanted: number;
}

const small = `${buttonStyles.secondary} px-2 py-1`;

/**
 * One search result. Part 2 §2: on desktop it offers Quick Add, Versions and Add with Details; on
 * mobile a single Add button. Button names carry the card, so a screen reader's list of buttons reads
 * "Quick Add Lightning Bolt — Magic 2010 (M10)" rather than ten times "Quick Add".
 */
export function CardResultItem({ card, mobile, busy, disabled, wanted, ...actions }: CardResultItemProps) {
  const which = `${card.name} — ${printingLabel(card)}`;
  return (
    <li className="flex gap-3 py-2">
      <CardThumbnail url={card.imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{card.name}</span>
          <WantedMark count={wanted} />
        </p>
        <p className="truncate text-sm text-text-secondary">{printingLabel(card)}</p>
        <p className="truncate text-xs text-text-muted">
          {[card.type, card.rarity].filter(Boolean).join(' · ')}
        </p>
        {mobile ? (
          <div>
            <button
              type="button"
              className={`${buttonStyles.primary} px-4 py-1`}
              aria-label={`Add ${which}`}
              aria-haspopup="dialog"
              disabled={disabled || busy}
              onClick={() => actions.onChoose(card)}
            >
              Add
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${buttonStyles.primary} px-2 py-1`}
              aria-label={`Quick Add ${which}`}
              disabled={disabled || busy}
              onClick={() => actions.onQuickAdd(card)}
            >
              {busy ? 'Adding…' : 'Quick Add'}
            </button>
            <button
              type="button"
              className={small}
              aria-label={`Versions of ${card.name}`}
              aria-haspopup="dialog"
              onClick={() => actions.onVersions(card)}
            >
              Versions
            </button>
            <button
              type="button"
              className={small}
              aria-label={`Add with Details ${which}`}
              disabled={disabled}
              onClick={() => actions.onDetails(card)}
            >
              Add with Details
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
