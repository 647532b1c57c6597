import { formatMoney } from '../../../domain/format';
import { buttonStyles } from '../../../ui/buttons';
import type { CollectionPrices } from '../../finance/collectionPrices';
import type { DraftItem } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

/** An adjustment's line moves copies, not money: how many leave or arrive. */
function lineAmount(item: DraftItem, unpriced: boolean): string {
  if (!unpriced) return `${item.quantity} × ${formatMoney(item.price)}`;
  return item.isGiven ? WIZARD_TEXTS.leaves(item.quantity) : WIZARD_TEXTS.arrives(item.quantity);
}

/** The draft's lines, each with Remove (none on the review). */
export function DraftItemList({
  items,
  onRemove,
  unpriced = false,
}: {
  items: readonly DraftItem[];
  onRemove?(index: number): void;
  /** An adjustment's lines: copies that leave or arrive, no price. */
  unpriced?: boolean;
}) {
  if (items.length === 0) return <p className="text-sm text-text-muted">{WIZARD_TEXTS.noItems}</p>;
  return (
    <ul aria-label={WIZARD_TEXTS.itemsTitle} className="divide-y divide-border-light">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: separate items of one card are identical but for position.
        <li key={index} data-draft-item className="flex items-center justify-between gap-2 py-2 text-sm">
          <div className="min-w-0">
            <p className="truncate font-semibold">{item.name}</p>
            <p className="truncate text-xs text-text-secondary">
              {item.set} · {item.condition}
            </p>
          </div>
          <span className="shrink-0 tabular-nums">{lineAmount(item, unpriced)}</span>
          {onRemove && (
            <button
              type="button"
              className={buttonStyles.ghost}
              aria-label={`${WIZARD_TEXTS.remove} ${item.name}`}
              onClick={() => onRemove(index)}
            >
              {WIZARD_TEXTS.remove}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * What both "Add Items" steps (purchase, sale) take: the draft's lines, prices to compare, add and
 * remove; `unpriced` for an adjustment's (no price asked, lines shown as copies that leave or arrive).
 */
export interface ItemsStepProps {
  items: readonly DraftItem[];
  prices: CollectionPrices | null;
  onAdd(items: DraftItem[]): void;
  onRemove(index: number): void;
  unpriced?: boolean;
}

/** The draft's lines under their title (the wizard's "Items", the opening's pulled cards), each removable. */
export function DraftItemSection({
  title,
  heading: Heading = 'h3',
  items,
  onRemove,
  unpriced,
}: {
  title: string;
  /** The title's level: h4 inside a dialog's own section. */
  heading?: 'h3' | 'h4';
  items: readonly DraftItem[];
  onRemove(index: number): void;
  unpriced?: boolean;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <Heading className="font-semibold">{title}</Heading>
      <DraftItemList items={items} onRemove={onRemove} unpriced={unpriced} />
    </section>
  );
}
