import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { CollectionUpdate } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import type { CollectionRow } from '../rows';

/**
 * Renames or re-describes a collection and queues a partial `PUT /collections/{id}` with only the
 * fields that were given and actually change (DESIGN.md, Conflicts: PUT is partial).
 */
export async function editCollection(
  db: CardfolioDatabase,
  givenId: string,
  patch: CollectionUpdate,
): Promise<CollectionRow> {
  const parsed = parseInput(CollectionUpdate, patch);
  const changes: Partial<Pick<CollectionRow, 'name' | 'description'>> = {};
  if (patch.name !== undefined) changes.name = parsed.name;
  if (patch.description !== undefined) changes.description = parsed.description;
  return mutator(db, ['collections'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.collections.get(id);
    if (!row) throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const changed = Object.entries(changes).filter(
      ([key, value]) => row[key as keyof typeof changes] !== value,
    );
    if (changed.length === 0) return row;
    const body = Object.fromEntries(changed);
    const next: CollectionRow = { ...row, ...body, updatedAt: now };
    const call = { ...callOf(API.collections.update, { id }), body };
    await commit(db, rowChange('collections', next, 'update'), call, now);
    return next;
  });
}
