import { useDatabase } from '../DatabaseProvider';
import type { SealedProductRow, TransactionRow } from '../rows';
import { type LiveResult, useLiveResult } from './liveResult';

/** What the finance summary needs beyond cards and market prices. */
export interface CollectionFinanceInputs {
  sealedProducts: SealedProductRow[];
  /** The summary counts them by type and sums their lines' realized gains. */
  transactions: Pick<TransactionRow, 'type' | 'items'>[];
}

/** The collection's sealed products and transaction types, kept live, read in one go. */
export function useCollectionFinanceInputs(collectionId: string): LiveResult<CollectionFinanceInputs> {
  const db = useDatabase();
  return useLiveResult(`${db.name}|${collectionId}`, async () => {
    const [sealedProducts, transactions] = await Promise.all([
      db.sealedProducts.where('collectionId').equals(collectionId).toArray(),
      db.transactions.where('collectionId').equals(collectionId).toArray(),
    ]);
    return { sealedProducts, transactions: transactions.map(({ type, items }) => ({ type, items })) };
  });
}
