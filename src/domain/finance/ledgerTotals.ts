import type { Transaction, TransactionStats } from '../schemas';
import { TRANSACTION_TYPES, type TransactionType } from '../valueSets';
import { roundMoney } from './financeTotals';
import { type ImpactTransaction, summarizeTransactions } from './transactionImpact';

/** What finance reads of a transaction: its type (counted) and its lines' ledgers (realized gain). */
export type LedgerTransaction = Pick<Transaction, 'type'> & {
  items: ReadonlyArray<{ ledger?: { realizedGain: number } }>;
};

export function countByType(
  transactions: readonly Pick<Transaction, 'type'>[],
): Record<TransactionType, number> {
  const counts = Object.fromEntries(TRANSACTION_TYPES.map((type) => [type, 0])) as Record<
    TransactionType,
    number
  >;
  for (const transaction of transactions) counts[transaction.type] += 1;
  return counts;
}

/** Realized gain: the sum of every line's (src/domain/transactions: proceeds − cost basis − fee share). */
export function realizedGain(transactions: readonly LedgerTransaction[]): number {
  let total = 0;
  for (const transaction of transactions) {
    for (const item of transaction.items) total += item.ledger?.realizedGain ?? 0;
  }
  return roundMoney(total);
}

/** The transactions screen's tiles (part 2 §9's formulas) with the ledger's counts and realized gain. */
export function transactionStats(
  transactions: readonly (ImpactTransaction & LedgerTransaction)[],
): TransactionStats {
  return {
    ...summarizeTransactions(transactions),
    byType: countByType(transactions),
    realizedGain: realizedGain(transactions),
  };
}
