import { API, callOf } from '../../domain/api';
import type { ChangeSet } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';

/**
 * Marks only this collection as the default and queues `PUT /collections/{id}/set-default`. A screen
 * may hold the temp id of a collection the server has answered since (the user picked it as the sync
 * re-keyed it): the record has its real id now. Also run inside deleteCollection's transaction.
 */
export function setDefaultCollection(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['collections'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const rows = await db.collections.toArray();
    if (!rows.some((row) => row.id === id)) throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const flipped = rows.filter((row) => row.isDefault !== (row.id === id));
    if (flipped.length === 0) return;
    // The call names the new default alone: the server unsets the old one itself.
    const changes: ChangeSet = {
      writes: flipped.map((row) => ({
        table: 'collections',
        id: row.id,
        row: { ...row, isDefault: row.id === id },
      })),
      records: [{ entity: 'collections', id, op: 'update' }],
    };
    await commit(db, changes, { ...callOf(API.collections.setDefault, { id }), body: null }, now);
  });
}
