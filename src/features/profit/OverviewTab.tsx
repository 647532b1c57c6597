import type { ProfitPanel } from '../../domain/finance/profit';
import { formatCount, formatMoney, formatSignedMoney, formatSignedPercent } from '../../domain/format';
import type { ProfitReport } from '../../domain/profit/profitReport';
import { Figure, FigurePanel, type FigureRow, tone } from '../finance/FinanceFigures';

/** A profit figure: signed, green for a gain and red for a loss. */
export function SignedFigure({
  label,
  value,
  format,
}: {
  label: string;
  value: number;
  format(value: number): string;
}) {
  return <Figure label={label} value={format(value)} valueClass={tone(value)} />;
}

/** The overall tiles: invested, market value, unrealized, realized, total profit, margin, items. */
function OverallTiles({ report }: { report: ProfitReport }) {
  const { summary } = report;
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4" aria-label="Overall">
      <Figure label="Total invested" value={formatMoney(summary.totalInvested)} />
      <Figure label="Market value" value={formatMoney(summary.totalMarketValue)} />
      <SignedFigure label="Unrealized profit" value={summary.totalUnrealized} format={formatSignedMoney} />
      <SignedFigure label="Realized profit" value={summary.totalRealized} format={formatSignedMoney} />
      <SignedFigure label="Total profit" value={summary.totalProfit} format={formatSignedMoney} />
      <SignedFigure label="Profit margin" value={summary.profitMargin} format={formatSignedPercent} />
      <Figure label="Items" value={formatCount(summary.itemCount)} />
    </dl>
  );
}

function KindPanel({ title, panel }: { title: string; panel: ProfitPanel }) {
  const rows: FigureRow[] = [
    ['Items', formatCount(panel.itemCount)],
    ['Invested', formatMoney(panel.invested)],
    ['Market value', formatMoney(panel.marketValue)],
    ['Unrealized profit', formatSignedMoney(panel.unrealized), tone(panel.unrealized)],
    ['Realized profit', formatSignedMoney(panel.realized), tone(panel.realized)],
    ['Total profit', formatSignedMoney(panel.totalProfit), tone(panel.totalProfit)],
  ];
  return <FigurePanel title={title} rows={rows} className="border-border bg-surface" />;
}

/**
 * Overview: the overall tiles and the Cards and Sealed Products panels. Sales and trades are booked to
 * cards (part 2 §9 sets sealed realized to 0).
 */
export function OverviewTab({ report }: { report: ProfitReport }) {
  return (
    <div className="flex flex-col gap-3">
      <OverallTiles report={report} />
      <div className="grid gap-3 md:grid-cols-2">
        <KindPanel title="Cards" panel={report.panels.cards} />
        <KindPanel title="Sealed Products" panel={report.panels.sealed} />
      </div>
    </div>
  );
}
