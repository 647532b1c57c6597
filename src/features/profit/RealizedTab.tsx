import { formatMoney, formatSignedMoney } from '../../domain/format';
import type { ProfitReport } from '../../domain/profit/profitReport';
import type { RealizedRow } from '../../domain/profit/realizedRows';
import { useNavigation } from '../../shell/navigation/navigationStore';
import { focusRing } from '../../ui/buttons';
import { tone } from '../finance/FinanceFigures';
import { PROFIT_TEXTS } from './profitTexts';

const TYPE_LABEL = { sale: 'Sale', trade: 'Trade', adjustment: PROFIT_TEXTS.adjustmentLoss } as const;
const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
/** The table's columns: the first two (text) left-aligned, the figures right-aligned. */
const COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Given / received',
  'Cost basis',
  'Fees',
  'Gain / loss',
] as const;

function tradeValues(row: RealizedRow): string {
  if (row.type !== 'trade') return '—';
  return `${formatMoney(row.givenValue ?? 0)} / ${formatMoney(row.receivedValue ?? 0)}`;
}

function Row({ row }: { row: RealizedRow }) {
  const open = () => useNavigation.getState().showTransaction(row.transactionId);
  const loss = row.type === 'adjustment';
  return (
    <tr
      className="border-t border-border-light hover:bg-surface-hover"
      data-testid={loss ? 'adjustment-loss-row' : undefined}
    >
      <td className="px-2 py-2 whitespace-nowrap tabular-nums">{row.date}</td>
      <td className="px-2 py-2">
        <button
          type="button"
          onClick={open}
          className={`text-left font-semibold text-primary underline-offset-2 hover:underline ${focusRing}`}
        >
          {loss && (
            <span aria-hidden="true" className="mr-1 rounded border border-border px-1 text-xs">
              {TYPE_LABEL[row.type]}
            </span>
          )}
          <span className="sr-only">{TYPE_LABEL[row.type]}: </span>
          {row.description}
        </button>
      </td>
      {/* An adjustment's copies left without proceeds: no amount, only the cost basis lost. */}
      <td className={cell}>{loss ? PROFIT_TEXTS.noProceeds : formatSignedMoney(row.amount)}</td>
      <td className={cell}>{tradeValues(row)}</td>
      <td className={cell}>{formatMoney(row.costBasis)}</td>
      <td className={cell}>{formatMoney(row.fees)}</td>
      <td className={`${cell} font-semibold ${tone(row.gain)}`}>{formatSignedMoney(row.gain)}</td>
    </tr>
  );
}

/**
 * Realized Gains/Losses: every sale and trade, newest first, with the spec's amount (a sale's total, a
 * trade's received − given), its cost basis, fees and the ledger's gain or loss; every adjustment that
 * removed copies as a loss line of its own (no proceeds: the cost basis lost); totals below. A row
 * opens its transaction in the Transactions section.
 */
export function RealizedTab({ report }: { report: ProfitReport }) {
  const { rows, totals } = report.realized;
  if (rows.length === 0)
    return <p className="py-6 text-center text-text-secondary">{PROFIT_TEXTS.noRealized}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-text-secondary">{PROFIT_TEXTS.realizedNote}</p>
      <div className="overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full text-sm text-text">
          <caption className="sr-only">{PROFIT_TEXTS.tabs.realized}</caption>
          <thead className="text-xs text-text-secondary">
            <tr>
              {COLUMNS.map((column, i) => (
                <th key={column} scope="col" className={i < 2 ? 'px-2 py-2 text-left' : cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.transactionId} row={row} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-2 py-2 text-left">
                Totals ({rows.length})
              </th>
              <td className={cell}>{formatSignedMoney(totals.amount)}</td>
              <td className={cell} />
              <td className={cell}>{formatMoney(totals.costBasis)}</td>
              <td className={cell}>{formatMoney(totals.fees)}</td>
              <td className={`${cell} ${tone(totals.gain)}`}>{formatSignedMoney(totals.gain)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-text-secondary">
        {PROFIT_TEXTS.salesAndTradeNet}:{' '}
        <span className="font-semibold tabular-nums">{formatSignedMoney(totals.amount)}</span>
      </p>
      {totals.lost > 0 && (
        <p className="text-sm text-text-secondary" data-testid="adjustment-losses">
          {PROFIT_TEXTS.adjustmentLosses}:{' '}
          <span className="font-semibold tabular-nums">{formatMoney(totals.lost)}</span>
        </p>
      )}
    </div>
  );
}
