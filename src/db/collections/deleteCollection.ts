import { API, callOf } from '../../domain/api';
import { deletion } from '../../domain/changeSet';
import { ownedBy } from '../../domain/entities/registry';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { readMeta, writeMeta } from '../meta';
import { mutator, type WritableTable } from '../outbox/mutator';
import { setDefaultCollection } from './setDefaultCollection';

/** The tables a deleted collection takes with it (src/domain/entities), and what the use case writes. */
const OWNED = ownedBy('collections');
const TABLES = [
  'collections',
  ...OWNED.map(({ entity }) => entity),
  'meta',
] as const satisfies readonly WritableTable[];

/**
 * Deletes a collection with everything it owns (cards, sealed products, transactions, market prices:
 * the entity registry's list) on the device and queues
 * one `DELETE /collections/{id}`: the server cascades the same way. A collection that never reached
 * the server leaves no call at all (coalescing). Deleting the current collection switches to the
 * default, or to none (part 1 §4).
 * Deleting the default makes the oldest remaining collection the default, as the server does, and
 * says so with its own set-default call: if the deleted one was made default by a call that never
 * went (coalesced away with it), the server still has the old default, and only this call makes it
 * agree with the device.
 */
export async function deleteCollection(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, TABLES, async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.collections.get(id);
    if (!row) throw new RecordNotFoundError(TEXTS.collectionNotFound);
    // The server cascades to what the collection owns: the call lists the collection alone.
    const owned = await Promise.all(
      OWNED.map(async ({ entity, field }) => {
        const ids = (await db.table(entity).where(field).equals(id).primaryKeys()) as string[];
        return deletion(entity, ids).writes;
      }),
    );
    const changes = deletion('collections', [id]);
    changes.writes.push(...owned.flat());
    await commit(db, changes, { ...callOf(API.collections.delete, { id }), body: null }, now);
    if (row.isDefault) {
      const [oldest] = (await db.collections.toArray()).sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
      );
      if (oldest) await setDefaultCollection(db, oldest.id);
    }
    if ((await readMeta(db, 'currentCollectionId')) === id) {
      const fallback = await db.collections.filter((row) => row.isDefault).first();
      await writeMeta(db, 'currentCollectionId', fallback?.id ?? null);
    }
  });
}
