import {
  formatCount,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
} from '../../domain/format';
import type { Performer, Performers } from '../../domain/profit/performers';
import type { ProfitReport } from '../../domain/profit/profitReport';
import { Figure, tone } from '../finance/FinanceFigures';
import { SignedFigure } from './OverviewTab';
import { PROFIT_TEXTS } from './profitTexts';

function PerformerList({ title, performers }: { title: string; performers: Performer[] }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold text-text-secondary">{title}</h4>
      {performers.length === 0 ? (
        <p className="text-sm text-text-muted">{PROFIT_TEXTS.noPerformers}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {performers.map((performer) => (
            <li key={performer.label} className="flex justify-between gap-2">
              <span className="min-w-0 truncate text-text">{performer.label}</span>
              <span className={`shrink-0 font-semibold tabular-nums ${tone(performer.gain)}`}>
                {formatSignedMoney(performer.gain)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PerformerPanel({ title, performers }: { title: string; performers: Performers }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <h3 className="text-sm font-semibold text-text">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <PerformerList title="Best" performers={performers.best} />
        <PerformerList title="Worst" performers={performers.worst} />
      </div>
    </section>
  );
}

/** Analysis: ROI, items, average item value, the two profit shares and the best and worst performers. */
export function AnalysisTab({ report }: { report: ProfitReport }) {
  const { analysis } = report;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-5" aria-label="Analysis">
        <SignedFigure label="Total ROI" value={analysis.roi} format={formatSignedPercent} />
        <Figure label="Total items" value={formatCount(analysis.totalItems)} />
        <Figure label="Average item value" value={formatMoney(analysis.averageItemValue)} />
        <Figure label="Unrealized vs total" value={formatPercent(analysis.unrealizedShare)} />
        <Figure label="Realized vs total" value={formatPercent(analysis.realizedShare)} />
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <PerformerPanel title="Performers by unrealized gain" performers={analysis.byUnrealized} />
        <PerformerPanel title="Performers by realized gain" performers={analysis.byRealized} />
      </div>
    </div>
  );
}
