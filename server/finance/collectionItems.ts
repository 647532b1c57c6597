import { and, eq } from 'drizzle-orm';
import type { Card, MarketPrice, SealedProduct, Transaction } from '../../src/domain/schemas';
import { listCards } from '../cards/queries';
import type { Db, DbOrTx, Tx } from '../db/database';
import { marketPrices, transactions } from '../db/schema';
import { toCard, toMarketPrice } from '../records/serialize';
import { listSealedProducts, inCollection as sealedInCollection } from '../sealed/productQueries';

/** What the domain's finance functions read: one collection's items, prices and transaction types. */
export interface CollectionItems {
  cards: Card[];
  sealedProducts: SealedProduct[];
  marketPrices: MarketPrice[];
  transactions: Array<Pick<Transaction, 'type'>>;
}

/** The user's items of one collection, or of all collections when `collectionId` is undefined. */
export async function loadItems(db: DbOrTx, userId: string, collectionId?: string) {
  const scope = <T extends typeof marketPrices | typeof transactions>(table: T) =>
    and(eq(table.userId, userId), collectionId ? eq(table.collectionId, collectionId) : undefined);
  const cardRows = await listCards(db, userId, collectionId);
  const sealed = await listSealedProducts(
    db,
    userId,
    collectionId ? sealedInCollection(collectionId) : undefined,
  );
  const priceRows = await db.select().from(marketPrices).where(scope(marketPrices));
  const transactionRows = await db
    .select({ collectionId: transactions.collectionId, type: transactions.type })
    .from(transactions)
    .where(scope(transactions));
  return {
    cards: cardRows.map(toCard),
    sealedProducts: sealed,
    marketPrices: priceRows.map(toMarketPrice),
    transactions: transactionRows as Array<{ collectionId: string; type: Transaction['type'] }>,
  };
}

/**
 * Runs reads in one REPEATABLE READ snapshot, so a figure never mixes rows from before and after a
 * concurrent write (a card counted while its market price is not yet there, say).
 */
export function readSnapshot<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Splits the user's items by collection. */
export function byCollection(items: Awaited<ReturnType<typeof loadItems>>): Map<string, CollectionItems> {
  const groups = new Map<string, CollectionItems>();
  const group = (id: string) => {
    let found = groups.get(id);
    if (!found) {
      found = { cards: [], sealedProducts: [], marketPrices: [], transactions: [] };
      groups.set(id, found);
    }
    return found;
  };
  for (const card of items.cards) group(card.collectionId).cards.push(card);
  for (const product of items.sealedProducts) group(product.collectionId).sealedProducts.push(product);
  for (const price of items.marketPrices) group(price.collectionId).marketPrices.push(price);
  for (const transaction of items.transactions)
    group(transaction.collectionId).transactions.push(transaction);
  return groups;
}
