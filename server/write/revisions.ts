import { sql } from 'drizzle-orm';
import type { SyncEntity } from '../../src/domain/schemas';
import type { Tx } from '../db/database';
import { nextRevision, tombstones } from '../db/schema';
import { insertJsonRows } from './jsonRows';

/**
 * Spread into every `update().set(...)`: a changed row takes a new revision from the sequence, so
 * the change feed sends it again.
 */
export const touched = () => ({ revision: nextRevision, updatedAt: sql`now()` });

/**
 * Records deletions for the change feed. Call it in the same transaction as the delete, with the ids
 * the delete returned, so a device that synced the rows learns they are gone.
 */
export async function recordDeletions(tx: Tx, userId: string, entity: SyncEntity, ids: string[]) {
  if (ids.length === 0) return;
  // One JSON parameter: deleting a 20,000-line import leaves 20,000 tombstones (jsonRows.ts).
  await insertJsonRows(
    tx,
    tombstones,
    ids.map((entityId) => ({ userId, entity, entityId })),
  );
}
