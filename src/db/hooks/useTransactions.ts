import Dexie from 'dexie';
import { useRef } from 'react';
import { summarizeTransactions, type TransactionSummary } from '../../domain/finance/transactionImpact';
import { type TransactionListEntry, toListEntry } from '../../domain/transactions/transactionList';
import { currentRecordId } from '../currentRecordId';
import { useDatabase } from '../DatabaseProvider';
import type { CardfolioDatabase } from '../database';
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
 * The last list read per database and collection, with the table's change count when it was read. Coming
 * back to the section answers from here when nothing changed since: reading and summing 20,000
 * transactions again would cost a second on every visit. Any committed write to a transactions table
 * (this tab, another tab, the service worker) bumps the count, so a stale list is never served.
 */
const listCache = new Map<string, { changes: number; data: TransactionListData }>();
let transactionChanges = 0;
let watching = false;

function watchTransactionWrites() {
  if (watching) return;
  watching = true;
  Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
    if ('all' in parts || Object.keys(parts).some((part) => part.includes('/transactions/'))) {
      transactionChanges += 1;
    }
  });
}

async function readList(db: CardfolioDatabase, collectionId: string): Promise<TransactionListData> {
  const rows = await db.transactions.where('collectionId').equals(collectionId).toArray();
  const summary = summarizeTransactions(rows);
  const entries = rows.map(toListEntry);
  entries.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  return { entries, summary };
}

/**
 * Every transaction of a collection as list entries and the six tiles, read again after every change to
 * the table (a save, a delete, a pull) or a new `attempt` (Retry); not before `start`. The rows' item arrays are dropped as
 * soon as their entry is made: the detail modal reads its one transaction itself.
 */
export function useTransactionList(
  collectionId: string,
  attempt = 0,
  start = true,
): LiveResult<TransactionListData> {
  const db = useDatabase();
  watchTransactionWrites();
  const cacheKey = `${db.name}|${collectionId}|${attempt}`;
  // Only a mount's first read may be answered from the cache; a read after a write always reads.
  const firstReadDone = useRef<string | null>(null);
  return useObservedRead(db, TABLES, `${cacheKey}|${start}`, async () => {
    // Held back until the first page is on screen: IndexedDB would answer the small read after this one.
    if (!start) return new Promise<never>(() => {});
    const cached = listCache.get(cacheKey);
    const first = firstReadDone.current !== cacheKey;
    firstReadDone.current = cacheKey;
    if (first && cached && cached.changes === transactionChanges) return cached.data;
    // Counted before the read: a write landing during it makes the next visit read again.
    const changes = transactionChanges;
    const data = await readList(db, collectionId);
    listCache.set(cacheKey, { changes, data });
    return data;
  });
}

/** Whether the list of this collection can be answered from the last read (nothing written since). */
export function useHasFreshTransactionList(collectionId: string, attempt = 0): boolean {
  const db = useDatabase();
  watchTransactionWrites();
  const cached = listCache.get(`${db.name}|${collectionId}|${attempt}`);
  return cached !== undefined && cached.changes === transactionChanges;
}

/**
 * One transaction, whole (the detail modal), live; null once it is gone. A transaction saved offline has a
 * temp id until the server answers; then it is re-keyed, and the idMap row names its real id: the modal
 * opened before that keeps showing it.
 */
export function useTransaction(id: string): LiveResult<TransactionRow | null> {
  const db = useDatabase();
  return useLiveResult(
    `${db.name}|transaction|${id}`,
    async () => (await db.transactions.get(await currentRecordId(db, id))) ?? null,
  );
}

/**
 * The `count` newest transactions of a collection (by when they were recorded) through the
 * [collectionId+timestamp] index: a few rows in a millisecond or two, so the section's first page shows
 * at once while the whole list (tiles, filters, the pager, other pages) is still being read. No count:
 * IndexedDB counts by walking the index, ~70 ms over 20,000 rows, longer than the page it would label.
 * `enabled` false reads nothing.
 */
export function useNewestTransactions(
  collectionId: string,
  count: number,
  enabled: boolean,
): LiveResult<TransactionListEntry[] | null> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|newest|${collectionId}|${count}|${enabled}`, async () => {
    if (!enabled) return null;
    const rows = await db.transactions
      .where('[collectionId+timestamp]')
      .between([collectionId, Dexie.minKey], [collectionId, Dexie.maxKey])
      .reverse()
      .limit(count)
      .toArray();
    return rows.map(toListEntry);
  });
}
