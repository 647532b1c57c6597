import { useDatabase } from '../DatabaseProvider';
import type { SealedProductRow, TransactionRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const TABLES = ['sealedProducts', 'transactions'] as const;

/** What the finance summary needs beyond cards and market prices. */
export interface CollectionFinanceInputs {
  sealedProducts: SealedProductRow[];
  /** The summary counts them by type and sums their lines' realized gains. */
  transactions: Pick<TransactionRow, 'type' | 'items'>[];
}

/**
 * The collection's sealed products and transaction types, read in one go and again after any change to
 * either table. An observed read, not a live query: on 20,000 transactions the live query's per-row
 * bookkeeping was a half-second task on the main thread just after the Cards section first showed.
 */
export function useCollectionFinanceInputs(collectionId: string): LiveResult<CollectionFinanceInputs> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}`, async () => {
    const [sealedProducts, transactions] = await Promise.all([
      db.sealedProducts.where('collectionId').equals(collectionId).toArray(),
      db.transactions.where('collectionId').equals(collectionId).toArray(),
    ]);
    return { sealedProducts, transactions: transactions.map(({ type, items }) => ({ type, items })) };
  });
}
