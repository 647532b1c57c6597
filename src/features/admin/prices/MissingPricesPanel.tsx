import type { ProductsWithoutPrices } from '../../../domain/schemas';
import { PRICE_ADMIN_TEXTS } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { MISSING_PRICE_ITEMS_SHOWN } from '../../../ui/layout';
import type { PriceDraft } from './AddMarketPriceForm';

interface MissingListProps {
  title: string;
  items: { productKey: string }[];
  productType: PriceDraft['productType'];
  onPick(draft: PriceDraft): void;
}

function MissingList({ title, items, productType, onPick }: MissingListProps) {
  const more = items.length - MISSING_PRICE_ITEMS_SHOWN;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold text-text">
        {title} ({items.length})
      </h3>
      <ul className="flex flex-col gap-1">
        {items.slice(0, MISSING_PRICE_ITEMS_SHOWN).map((item) => (
          <li key={item.productKey}>
            <button
              type="button"
              className={`${buttonStyles.ghost} w-full justify-start text-left break-all`}
              onClick={() => onPick({ productType, productKey: item.productKey })}
            >
              {item.productKey}
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-text-secondary">+{more} more</p>}
    </div>
  );
}

/** Part 2 §2: what still needs a price, 9 per kind then "+N more"; picking one fills Add Market Price. */
export function MissingPricesPanel({
  report,
  onPick,
}: {
  report: ProductsWithoutPrices;
  onPick(draft: PriceDraft): void;
}) {
  return (
    <section
      aria-labelledby="missing-prices-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="missing-prices-title" className="font-semibold text-text">
        {PRICE_ADMIN_TEXTS.missingTitle}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <MissingList title="Cards" items={report.cards} productType="card" onPick={onPick} />
        <MissingList
          title="Sealed Products"
          items={report.sealedProducts}
          productType="sealed_product"
          onPick={onPick}
        />
      </div>
    </section>
  );
}
