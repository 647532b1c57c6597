import { summarizeTransactions, type TransactionSummary } from '../../domain/finance/transactionImpact';
import { type TransactionListEntry, toListEntry } from '../../domain/transactions/transactionList';
import { useDatabase } from '../DatabaseProvider';
import type { TransactionRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useLiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const TABLES = ['transactions'] as const;

/** What the Transactions section lists: one compact entry per transaction, newest first, and the tiles. */
export interface TransactionListData {
  entries: TransactionListEntry[];
  summary: TransactionSummary;
}

/**
 * Every transaction of a collection as list entries and the six tiles, read again after every change to
 * the table (a save, a delete, a pull) or a new `attempt` (Retry). The rows' item arrays are dropped as
 * soon as their entry is made: the detail modal reads its one transaction itself.
 */
export function useTransactionList(collectionId: string, attempt = 0): LiveResult<TransactionListData> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}|${attempt}`, async () => {
    const rows = await db.transactions.where('collectionId').equals(collectionId).toArray();
    const summary = summarizeTransactions(rows);
    const entries = rows.map(toListEntry);
    entries.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
    return { entries, summary };
  });
}

/** One transaction, whole (the detail modal), live; null once it is gone. */
export function useTransaction(id: string): LiveResult<TransactionRow | null> {
  const db = useDatabase();
  return useLiveResult(`${db.name}|transaction|${id}`, async () => (await db.transactions.get(id)) ?? null);
}
