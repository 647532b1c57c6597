import { roundMoney } from '../finance/financeTotals';
import {
  describeItems,
  type ImpactItem,
  type ImpactTransaction,
  realizedEntry,
} from '../finance/transactionImpact';
import type { LineLedger, RealizedEntry, TransactionItem } from '../schemas';

type LedgerFigures = Pick<LineLedger, 'direction' | 'costBasis' | 'feeShare' | 'realizedGain'>;

/** What the Realized tab reads of a transaction: the spec's entry fields plus each line's ledger. */
export type RealizedTransaction = ImpactTransaction & {
  id: string;
  timestamp: string;
  /** An adjustment's reason. */
  notes?: string;
  items: ReadonlyArray<ImpactItem & Pick<TransactionItem, 'set'> & { ledger?: LedgerFigures }>;
};

/**
 * One sale or trade (the spec's realized breakdown entry), or an adjustment that removed copies (lost,
 * damaged, counted down: a loss line of its own, no proceeds, issue 29), plus the ledger's cost basis,
 * fees and gain.
 */
export type RealizedRow = Omit<RealizedEntry, 'type'> & {
  type: RealizedEntry['type'] | 'adjustment';
  transactionId: string;
  timestamp: string;
  /** What the copies that left cost (Σ of the outgoing lines' cost basis). */
  costBasis: number;
  fees: number;
  /** Proceeds − cost basis − fees: the ledger's realized gain (DESIGN.md, "Transactions are a ledger"). */
  gain: number;
};

export interface RealizedTotals {
  /** Part 2 §9's "sales totals plus trade net": Σ of the amounts. */
  amount: number;
  costBasis: number;
  fees: number;
  /** Σ of the rows' gains: the realized profit of the overview. */
  gain: number;
  /** What the adjustments' removed copies cost: the part of the losses that had no sale. */
  lost: number;
}

type AdjustmentEntry = Pick<RealizedRow, 'type' | 'date' | 'amount' | 'description'> & {
  type: 'adjustment';
};

const leaves = (item: RealizedTransaction['items'][number]) => item.ledger?.direction === 'out';

/**
 * An adjustment's loss line: the copies it removed, with its reason; no proceeds, so its amount is 0
 * and "sales totals plus trade net" is unchanged. Null for an adjustment that only brought copies in.
 */
function adjustmentEntry(transaction: RealizedTransaction): AdjustmentEntry | null {
  const removed = transaction.items.filter(leaves);
  if (removed.length === 0) return null;
  const reason = transaction.notes?.trim();
  const description = `Removed ${describeItems(removed)}${reason ? ` (${reason})` : ''}`;
  return { type: 'adjustment', date: transaction.date, amount: 0, description };
}

/** A row per sale, trade and adjustment that removed copies; null for what realizes nothing. */
export function realizedRowOf(transaction: RealizedTransaction): RealizedRow | null {
  const entry = transaction.type === 'adjustment' ? adjustmentEntry(transaction) : realizedEntry(transaction);
  if (!entry) return null;
  let costBasis = 0;
  let fees = 0;
  let gain = 0;
  for (const item of transaction.items) {
    // Lines that bring items in carry the booked cost of what arrived, not a cost of what left.
    if (item.ledger?.direction !== 'out') continue;
    costBasis += item.ledger.costBasis;
    fees += item.ledger.feeShare;
    gain += item.ledger.realizedGain;
  }
  // Fields named one by one: spreading the entry was 20 times slower over 5,000 sales (issue 15 bench).
  const row: RealizedRow = {
    type: entry.type,
    date: entry.date,
    amount: entry.amount,
    description: entry.description,
    transactionId: transaction.id,
    timestamp: transaction.timestamp,
    costBasis: roundMoney(costBasis),
    fees: roundMoney(fees),
    gain: roundMoney(gain),
  };
  if (entry.type === 'trade') {
    row.givenValue = entry.givenValue;
    row.receivedValue = entry.receivedValue;
  }
  return row;
}

/** Newest first: by date, then by when it was recorded. */
export function compareNewestFirst(a: RealizedRow, b: RealizedRow): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0;
}

export function realizedTotals(rows: readonly RealizedRow[]): RealizedTotals {
  let amount = 0;
  let costBasis = 0;
  let fees = 0;
  let gain = 0;
  let lost = 0;
  for (const row of rows) {
    amount += row.amount;
    costBasis += row.costBasis;
    fees += row.fees;
    gain += row.gain;
    if (row.type === 'adjustment') lost += row.costBasis;
  }
  return {
    amount: roundMoney(amount),
    costBasis: roundMoney(costBasis),
    fees: roundMoney(fees),
    gain: roundMoney(gain),
    lost: roundMoney(lost),
  };
}
