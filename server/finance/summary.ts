import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import type { FinanceRecord } from '../../src/domain/schemas';
import type { CollectionItems } from './collectionItems';

/** Put in front of every name: `<collection id>:<name>`. Never `|`, so keys keep their number of parts. */
const scoped = (collectionId: string, name: string) => `${collectionId}:${name.trimStart()}`;

/**
 * One finance record over several collections, computed by the domain's `computeCollectionFinance`
 * in a single pass, so every figure (the profit/loss percentage included) is exact rather than an
 * average of the collections' percentages.
 *
 * A market price applies only within its own collection, but keys do not name one. The name is the
 * first part of every key (card, card-only and sealed keys alike), so giving each name — in the items
 * and in the price records — its collection's id in front makes a price match only its own
 * collection's items, exactly as when each collection is computed alone.
 */
export function computeSummary(groups: Map<string, CollectionItems>, now: Date): FinanceRecord {
  const all: CollectionItems = { cards: [], sealedProducts: [], marketPrices: [], transactions: [] };
  for (const [collectionId, items] of groups) {
    for (const card of items.cards) all.cards.push({ ...card, name: scoped(collectionId, card.name) });
    for (const product of items.sealedProducts)
      all.sealedProducts.push({ ...product, name: scoped(collectionId, product.name) });
    for (const price of items.marketPrices)
      all.marketPrices.push({ ...price, productKey: scoped(collectionId, price.productKey) });
    all.transactions.push(...items.transactions);
  }
  return computeCollectionFinance({ ...all, now });
}
