import { useDatabase } from '../DatabaseProvider';
import type { TransactionRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const TABLES = ['transactions'] as const;

/**
 * Every transaction of a collection with its lines' ledgers, read again after every change to the table
 * (in this tab, another tab or the service worker).
 */
export function useCollectionTransactions(collectionId: string): LiveResult<TransactionRow[]> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}`, () =>
    db.transactions.where('collectionId').equals(collectionId).toArray(),
  );
}
