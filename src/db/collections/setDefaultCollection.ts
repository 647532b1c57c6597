import { API, callOf } from '../../domain/api';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';

/** Marks only this collection as the default and queues `PUT /collections/{id}/set-default`. */
export function setDefaultCollection(db: CardfolioDatabase, id: string): Promise<void> {
  return mutator(db, ['collections'], async ({ enqueue }) => {
    const rows = await db.collections.toArray();
    if (!rows.some((row) => row.id === id)) throw new RecordNotFoundError('Collection not found');
    const flipped = rows.filter((row) => row.isDefault !== (row.id === id));
    if (flipped.length === 0) return;
    await db.collections.bulkPut(flipped.map((row) => ({ ...row, isDefault: row.id === id })));
    await enqueue({
      entity: 'collections',
      recordId: id,
      op: 'update',
      ...callOf(API.collections.setDefault, { id }),
      body: null,
    });
  });
}
