import { planPull } from '../../../sync/applyPull';
import type { ChangesPage } from '../../domain/schemas';
import { settleCurrentCollection } from '../collections/currentCollection';
import type { CardfolioDatabase } from '../database';
import { writeMeta } from '../meta';
import { SYNC_TABLES } from './applyIdMapping';
import { applyRowWrites } from './applyRowWrites';

export interface PullPageResult {
  stored: number;
  deleted: number;
  /** Left alone because the device has unsent changes to them. */
  skipped: number;
}

/**
 * Applies one page of `GET /sync/changes` and moves the cursor past it in one Dexie transaction, so a
 * reload mid-pull resumes from the last page fully applied. The outbox is read inside the same
 * transaction: a change made while the page was in flight is never overwritten.
 */
export function applyPulledChanges(
  db: CardfolioDatabase,
  page: ChangesPage,
  syncedAt: string = new Date().toISOString(),
): Promise<PullPageResult> {
  return db.transaction('rw', SYNC_TABLES, async () => {
    const ids = [...new Set(page.changes.map((c) => c.id))];
    const waiting = await db.outbox.where('recordIds').anyOf(ids).toArray();
    const local = new Set(waiting.flatMap((e) => e.records.map((r) => `${r.entity}\u0000${r.id}`)));
    const plan = planPull(page.changes, (entity, id) => local.has(`${entity}\u0000${id}`));
    // One bulk write per table (a page is up to 500 rows; a 20,000-card import comes back as 40 pages),
    // the puts before the deletes as before: the last write of an id wins.
    await applyRowWrites(db, [
      ...plan.puts.map(({ entity, record }) => ({ table: entity, id: record.id, row: record })),
      ...plan.deletes.map(({ entity, id }) => ({ table: entity, id, row: null })),
    ]);
    await writeMeta(db, 'syncCursor', page.cursor);
    await writeMeta(db, 'lastSyncAt', syncedAt);
    if (page.changes.some((c) => c.entity === 'collections')) await settleCurrentCollection(db);
    return { stored: plan.puts.length, deleted: plan.deletes.length, skipped: plan.skipped.length };
  });
}
