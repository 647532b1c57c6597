import { formatMoney } from '../../../domain/format';
import { buttonStyles } from '../../../ui/buttons';
import type { CollectionPrices } from '../../finance/collectionPrices';
import type { DraftItem } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

/** The draft's lines, each with Remove (none on the review). */
export function DraftItemList({
  items,
  onRemove,
}: {
  items: readonly DraftItem[];
  onRemove?(index: number): void;
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
          <span className="shrink-0 tabular-nums">
            {item.quantity} × {formatMoney(item.price)}
          </span>
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

/** What both "Add Items" steps (purchase, sale) take: the draft's lines, prices to compare, add and remove. */
export interface ItemsStepProps {
  items: readonly DraftItem[];
  prices: CollectionPrices | null;
  onAdd(items: DraftItem[]): void;
  onRemove(index: number): void;
}

/** The draft's lines under their title (the wizard's "Items", the opening's pulled cards), each removable. */
export function DraftItemSection({
  title,
  heading: Heading = 'h3',
  items,
  onRemove,
}: {
  title: string;
  /** The title's level: h4 inside a dialog's own section. */
  heading?: 'h3' | 'h4';
  items: readonly DraftItem[];
  onRemove(index: number): void;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <Heading className="font-semibold">{title}</Heading>
      <DraftItemList items={items} onRemove={onRemove} />
    </section>
  );
}
