import { formatCount, formatCoveragePercent } from '../../domain/format';
import type { FinanceRecord } from '../../domain/schemas';

/** Market price coverage: copies with a price, without one, and the share with one (1 decimal). */
export function MarketPriceCoverage({ record }: { record: FinanceRecord }) {
  const share = Math.max(0, Math.min(100, record.marketPriceCoveragePercentage));
  return (
    <section aria-label="Market price coverage" className="rounded-lg border border-border-light p-3">
      <h3 className="mb-2 text-sm font-semibold text-text">Market price coverage</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-text-secondary">With market prices</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCount(record.itemsWithMarketPrices)}</dd>
        <dt className="text-text-secondary">Without market prices</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatCount(record.itemsWithoutMarketPrices)}
        </dd>
        <dt className="text-text-secondary">Coverage</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatCoveragePercent(record.marketPriceCoveragePercentage)}
        </dd>
      </dl>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-border-light" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
    </section>
  );
}

/** Transactions of the collection counted by type. */
export function TransactionSummary({ record }: { record: FinanceRecord }) {
  const counts: [string, number][] = [
    ['Total', record.totalTransactions],
    ['Purchases', record.totalPurchases],
    ['Sales', record.totalSales],
    ['Trades', record.totalTrades],
    ['Openings', record.totalOpenings],
    ['Adjustments', record.totalAdjustments],
  ];
  return (
    <section aria-label="Transaction summary" className="rounded-lg border border-border-light p-3">
      <h3 className="mb-2 text-sm font-semibold text-text">Transactions</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {counts.map(([label, count]) => (
          <div key={label} className="contents">
            <dt className="text-text-secondary">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
