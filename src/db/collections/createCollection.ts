import { CollectionInput } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { newTempId } from '../ids';
import { readMeta, writeMeta } from '../meta';
import { mutator } from '../outbox/mutator';
import type { CollectionRow } from '../rows';

/**
 * Adds a collection on the device and queues `POST /collections`. It is the default only when the
 * device knows no default yet, and becomes the current collection when none is chosen.
 */
export async function createCollection(
  db: CardfolioDatabase,
  input: CollectionInput,
): Promise<CollectionRow> {
  const fields = parseInput(CollectionInput, input);
  return mutator(db, ['collections', 'meta'], async ({ now, enqueue }) => {
    const hasDefault = (await db.collections.filter((row) => row.isDefault).count()) > 0;
    const row: CollectionRow = {
      id: newTempId(),
      name: fields.name,
      description: fields.description,
      isDefault: !hasDefault,
      createdAt: now,
      updatedAt: now,
    };
    await db.collections.add(row);
    await enqueue({
      entity: 'collections',
      recordId: row.id,
      op: 'create',
      method: 'POST',
      path: '/collections',
      body: fields,
    });
    const current = (await readMeta(db, 'currentCollectionId')) ?? null;
    if (current === null || !(await db.collections.get(current))) {
      await writeMeta(db, 'currentCollectionId', row.id);
    }
    return row;
  });
}
