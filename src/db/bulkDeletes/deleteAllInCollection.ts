import { API, callOf } from '../../domain/api';
import { BACKUP_TEXTS } from '../../domain/backup/backupTexts';
import { deletion } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { getCurrentCollectionId } from '../collections/currentCollection';
import { commit } from '../commit';
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

/** What a bulk delete will empty, decided once at the first click and named by both confirmations. */
export interface BulkDeleteTarget {
  collectionId: string;
  collectionName: string;
  /** How many records of the kind it holds now: the panel says so before asking to confirm. */
  count: number;
}

/**
 * The current collection and how many records of `kind` it holds, or the spec's alert (InputError)
 * when there is no collection or nothing to delete. The panel deletes in exactly this collection
 * after the confirmations, even if the user switches collections meanwhile (in another tab, say).
 */
export async function bulkDeleteTarget(
  db: CardfolioDatabase,
  kind: BulkDeleteKind,
): Promise<BulkDeleteTarget> {
  return db.transaction('r', [db.meta, db.collections, db[kind]], async () => {
    const collectionId = await getCurrentCollectionId(db);
    const collection = collectionId === null ? undefined : await db.collections.get(collectionId);
    if (!collection) throw new InputError(TEXTS.noCollectionSelected);
    const count = await db[kind].where('collectionId').equals(collection.id).count();
    if (count === 0) throw new InputError(NOTHING_TO_DELETE[kind]);
    return { collectionId: collection.id, collectionName: collection.name, count };
  });
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
  return mutator(db, [kind, 'collections'], async ({ now }) => {
    if (!(await db.collections.get(collectionId))) throw new InputError(TEXTS.noCollectionSelected);
    const ids = (await db[kind].where('collectionId').equals(collectionId).primaryKeys()) as string[];
    if (ids.length === 0) throw new InputError(NOTHING_TO_DELETE[kind]);
    const call = { ...CALLS[kind](collectionId), body: null, parentIds: [collectionId] };
    await commit(db, deletion(kind, ids), call, now);
    return ids.length;
  });
}
