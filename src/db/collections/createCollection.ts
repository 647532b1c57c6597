import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { CollectionInput } from '../../domain/schemas';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { newTempId } from '../ids';
import { readMeta, writeMeta } from '../meta';
import { type Mutation, mutator } from '../outbox/mutator';
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
  return mutator(db, ['collections', 'meta'], async (mutation) => {
    const hasDefault = (await db.collections.filter((row) => row.isDefault).count()) > 0;
    return insertCollection(mutation, fields, { isDefault: !hasDefault, call: API.collections.create });
  });
}

/**
 * The row and its create call, inside the caller's mutator; the new collection becomes current when
 * no valid one is chosen. Shared with ensureDefaultCollection, which asks the server differently.
 */
export async function insertCollection(
  { db, now }: Mutation,
  fields: { name: string; description: string },
  options: { isDefault: boolean; call: typeof API.collections.create | typeof API.collections.ensureDefault },
): Promise<CollectionRow> {
  const row: CollectionRow = {
    id: newTempId(),
    ...fields,
    isDefault: options.isDefault,
    createdAt: now,
    updatedAt: now,
  };
  await commit(db, rowChange('collections', row, 'create'), { ...callOf(options.call), body: fields }, now);
  const current = (await readMeta(db, 'currentCollectionId')) ?? null;
  if (current === null || !(await db.collections.get(current))) {
    await writeMeta(db, 'currentCollectionId', row.id);
  }
  return row;
}
