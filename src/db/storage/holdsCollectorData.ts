import type { CardfolioDatabase } from '../database';

/**
 * Whether the collector has made something on this device worth keeping: a card, a sealed product, a
 * transaction, or a collection beyond the Default Collection the app makes by itself.
 */
export async function holdsCollectorData(db: CardfolioDatabase): Promise<boolean> {
  const [cards, sealed, transactions, collections] = await Promise.all([
    db.cards.count(),
    db.sealedProducts.count(),
    db.transactions.count(),
    db.collections.count(),
  ]);
  return cards + sealed + transactions > 0 || collections > 1;
}
