import type { TransactionSummary } from '../../domain/finance/transactionImpact';
import { formatCount, formatMoney, formatSignedMoney } from '../../domain/format';
import { TILE_LABELS } from './transactionTexts';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3 shadow-sm">
      <dt className="text-xs font-semibold text-text-secondary">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-text">{value}</dd>
    </div>
  );
}

/** The six tiles of part 2 §2 over every transaction of the collection (part 2 §9's formulas). */
export function TransactionTiles({ summary }: { summary: TransactionSummary }) {
  return (
    <section aria-label="Transaction summary">
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-6">
        <Tile label={TILE_LABELS.totalTransactions} value={formatCount(summary.totalTransactions)} />
        <Tile label={TILE_LABELS.netValue} value={formatSignedMoney(summary.netValue)} />
        <Tile label={TILE_LABELS.totalSpent} value={formatMoney(summary.totalSpent)} />
        <Tile label={TILE_LABELS.totalEarned} value={formatMoney(summary.totalEarned)} />
        <Tile label={TILE_LABELS.netTradeValue} value={formatSignedMoney(summary.netTradeValue)} />
        <Tile label={TILE_LABELS.trades} value={formatCount(summary.trades)} />
      </dl>
    </section>
  );
}
