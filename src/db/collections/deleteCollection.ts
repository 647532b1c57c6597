import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { readMeta, writeMeta } from '../meta';
import { mutator } from '../outbox/mutator';

/**
 * Deletes a collection with its cards, sealed products and market prices on the device and queues
 * one `DELETE /collections/{id}`: the server cascades the same way. A collection that never reached
 * the server leaves no call at all (coalescing). Deleting the current collection switches to the
 * default, or to none (part 1 §4).
 */
export function deleteCollection(db: CardfolioDatabase, id: string): Promise<void> {
  const tables = ['collections', 'cards', 'sealedProducts', 'marketPrices', 'transactions', 'meta'] as const;
  return mutator(db, tables, async ({ enqueue }) => {
    if (!(await db.collections.get(id))) throw new RecordNotFoundError('Collection not found');
    await db.collections.delete(id);
    await db.cards.where('collectionId').equals(id).delete();
    await db.sealedProducts.where('collectionId').equals(id).delete();
    await db.marketPrices.where('collectionId').equals(id).delete();
    await enqueue({
      entity: 'collections',
      recordId: id,
      op: 'delete',
      method: 'DELETE',
      path: `/collections/${id}`,
      body: null,
    });
    if ((await readMeta(db, 'currentCollectionId')) === id) {
      const fallback = await db.collections.filter((row) => row.isDefault).first();
      await writeMeta(db, 'currentCollectionId', fallback?.id ?? null);
    }
  });
}
