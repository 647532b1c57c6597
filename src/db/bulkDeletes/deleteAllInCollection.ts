import { API, callOf } from '../../domain/api';
import { BACKUP_TEXTS } from '../../domain/backup/backupTexts';
import { TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { mutator } from '../outbox/mutator';

/** What Data Management empties in the current collection (part 2 §2). */
export type BulkDeleteKind = 'cards' | 'sealedProducts' | 'transactions';

const CALLS = {
  cards: (collectionId: string) => callOf(API.cards.deleteOfCollection, { collectionId }),
  sealedProducts: (collectionId: string) => callOf(API.sealedProducts.deleteOfCollection, { collectionId }),
  transactions: (id: string) => callOf(API.transactions.deleteOfCollection, { id }),
} as const;

/** Part 2 §5's alerts when there is nothing to delete. */
export const NOTHING_TO_DELETE: Record<BulkDeleteKind, string> = {
  cards: BACKUP_TEXTS.noCardsFound,
  sealedProducts: BACKUP_TEXTS.noSealedFound,
  transactions: BACKUP_TEXTS.noTransactionsFound,
};

/** How many records of `kind` the collection holds: the panel says so before asking to confirm. */
export function countInCollection(db: CardfolioDatabase, kind: BulkDeleteKind, collectionId: string) {
  return db[kind].where('collectionId').equals(collectionId).count();
}

/**
 * Deletes every card, sealed product or transaction of a collection on the device and queues the
 * collection-wide delete route, in one transaction (works offline; the server applies it when synced).
 * The change set lists each deleted record, so unsent edits of them are dropped; what a transaction
 * created stays (transactions go as history only, as on the server). Answers how many went.
 */
export async function deleteAllInCollection(
  db: CardfolioDatabase,
  kind: BulkDeleteKind,
  collectionId: string | null,
): Promise<number> {
  if (collectionId === null) throw new InputError(TEXTS.noCollectionSelected);
  return mutator(db, [kind, 'collections'], async ({ enqueue }) => {
    if (!(await db.collections.get(collectionId))) throw new InputError(TEXTS.noCollectionSelected);
    const ids = (await db[kind].where('collectionId').equals(collectionId).primaryKeys()) as string[];
    if (ids.length === 0) throw new InputError(NOTHING_TO_DELETE[kind]);
    await db[kind].bulkDelete(ids);
    await enqueue({
      ...CALLS[kind](collectionId),
      body: null,
      entity: kind,
      recordId: ids[0],
      op: 'delete',
      records: ids.map((id) => ({ entity: kind, id, op: 'delete' as const })),
      parentIds: [collectionId],
    });
    return ids.length;
  });
}
