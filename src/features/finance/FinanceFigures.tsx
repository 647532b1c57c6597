import { formatCount, formatMoney, formatSignedMoney, formatSignedPercent } from '../../domain/format';
import type { FinanceRecord } from '../../domain/schemas';
import { FINANCE_TEXTS } from './financeTexts';

/** Green for a gain (zero included), red for a loss. */
export const tone = (value: number) => (value >= 0 ? 'text-success' : 'text-error');

/** One labelled figure of a `<dl>`: label, value, an optional detail line. */
export function Figure({
  label,
  value,
  detail,
  valueClass = 'text-text',
}: {
  label: string;
  value: string;
  detail?: string;
  valueClass?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-background px-3 py-2">
      <dt className="text-xs font-medium text-text-secondary">{label}</dt>
      <dd className={`text-lg font-bold tabular-nums md:text-xl ${valueClass}`}>{value}</dd>
      {detail && <dd className="text-xs text-text-muted">{detail}</dd>}
    </div>
  );
}

/** Totals over cards and sealed products; P&L with its percentage, or 'No purchase prices'. */
export function FinanceTotals({ record }: { record: FinanceRecord }) {
  const noPurchasePrices = record.totalPurchaseValue === 0;
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Totals">
      <Figure
        label="Total items"
        value={formatCount(record.totalItems)}
        detail={`${formatCount(record.totalCards)} cards · ${formatCount(record.totalSealedProducts)} sealed`}
      />
      <Figure label="Purchase value" value={formatMoney(record.totalPurchaseValue)} />
      <Figure label="Market value" value={formatMoney(record.totalMarketValue)} />
      {noPurchasePrices ? (
        <Figure
          label="Unrealized P&L"
          value={FINANCE_TEXTS.noPurchasePrices}
          valueClass="text-text-muted text-base"
        />
      ) : (
        <Figure
          label="Unrealized P&L"
          value={formatSignedMoney(record.totalProfitLoss)}
          detail={formatSignedPercent(record.totalProfitLossPercentage)}
          valueClass={tone(record.totalProfitLoss)}
        />
      )}
    </dl>
  );
}

interface SubPanelProps {
  title: string;
  items: number;
  purchaseValue: number;
  marketValue: number;
  profitLoss: number;
}

/** A figure row: label, formatted value and, for a gain or loss, its tone class. */
export type FigureRow = [label: string, value: string, valueClass?: string];

/** A titled list of figures: the finance summary's and Profit Tracking's Cards and Sealed panels. */
export function FigurePanel({
  title,
  rows,
  className,
}: {
  title: string;
  rows: FigureRow[];
  className: string;
}) {
  return (
    <section aria-label={title} className={`rounded-lg border p-3 ${className}`}>
      <h3 className="mb-2 text-sm font-semibold text-text">{title}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value, valueClass]) => (
          <div key={label} className="contents">
            <dt className="text-text-secondary">{label}</dt>
            <dd className={`text-right font-semibold tabular-nums ${valueClass ?? 'text-text'}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The Card or Sealed sub-panel. */
export function FinanceSubPanel({ title, items, purchaseValue, marketValue, profitLoss }: SubPanelProps) {
  const rows: FigureRow[] = [
    ['Items', formatCount(items)],
    ['Purchase value', formatMoney(purchaseValue)],
    ['Market value', formatMoney(marketValue)],
    ['Unrealized P&L', formatSignedMoney(profitLoss), tone(profitLoss)],
  ];
  return <FigurePanel title={title} rows={rows} className="border-border-light" />;
}
