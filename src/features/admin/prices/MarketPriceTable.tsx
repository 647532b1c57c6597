import { formatMoney } from '../../../domain/format';
import type { MarketPrice } from '../../../domain/schemas';
import { PRICE_ADMIN_TEXTS } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { PRODUCT_TYPE_LABELS } from './AddMarketPriceForm';

interface MarketPriceTableProps {
  prices: readonly MarketPrice[];
  onEdit(price: MarketPrice): void;
  onDelete(price: MarketPrice): void;
}

const cell = 'px-3 py-2 text-left align-top';

/** Existing Market Prices (part 2 §2): Type, Product Key, Price, Last Updated, Notes, Edit / Delete. */
export function MarketPriceTable({ prices, onEdit, onDelete }: MarketPriceTableProps) {
  return (
    <section
      aria-labelledby="prices-table-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="prices-table-title" className="font-semibold text-text">
        {PRICE_ADMIN_TEXTS.tableTitle} ({prices.length})
      </h2>
      {prices.length === 0 ? (
        <p className="text-sm text-text-secondary">{PRICE_ADMIN_TEXTS.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-text">
            <thead className="text-text-secondary">
              <tr>
                <th className={cell}>Type</th>
                <th className={cell}>Product Key</th>
                <th className={cell}>Price</th>
                <th className={cell}>Last Updated</th>
                <th className={cell}>Notes</th>
                <th className={cell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((price) => (
                <tr key={price.id} className="border-t border-border">
                  <td className={cell}>{PRODUCT_TYPE_LABELS[price.productType]}</td>
                  <td className={`${cell} break-all`}>{price.productKey}</td>
                  <td className={cell}>{formatMoney(price.marketPrice)}</td>
                  <td className={cell}>{new Date(price.lastUpdated).toLocaleDateString()}</td>
                  <td className={cell}>{price.notes}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      aria-label={`Edit ${price.productKey}`}
                      onClick={() => onEdit(price)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      aria-label={`Delete ${price.productKey}`}
                      onClick={() => onDelete(price)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
