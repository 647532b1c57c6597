import type { QueueEntry, SyncStore } from '../../../sync/ports';
import { pickNextEntry } from '../../../sync/queue';
import { isTempId } from '../../../sync/tempIds';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { readOutboxStatus } from '../outbox/queries';
import { applyIdMapping, SYNC_TABLES } from './applyIdMapping';
import { applyPulledChanges } from './applyPulledChanges';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * temp → real ids answered by a create: the record's own id, plus `idMapping` ({temp: real}) when one
 * call created several records (a purchase creating cards, DESIGN.md Reconcile).
 */
function answeredMapping(entry: QueueEntry, data: unknown): Record<string, string> {
  const mapping: Record<string, string> = {};
  if (!isObject(data)) return mapping;
  if (isTempId(entry.recordId) && typeof data.id === 'string') mapping[entry.recordId] = data.id;
  if (isObject(data.idMapping)) {
    for (const [temp, real] of Object.entries(data.idMapping)) {
      if (isTempId(temp) && typeof real === 'string') mapping[temp] = real;
    }
  }
  return mapping;
}

/** The SyncStore of sync/ on one user's Dexie database. */
export function dexieSyncStore(db: CardfolioDatabase): SyncStore {
  return {
    async releaseInflight() {
      await db.outbox.where('state').equals('inflight').modify({ state: 'pending' });
    },

    async nextEntry() {
      const hasParked = (await db.outbox.where('state').equals('failed').count()) > 0;
      if (!hasParked) return (await db.outbox.orderBy('seq').first()) ?? null;
      return pickNextEntry(await db.outbox.orderBy('seq').toArray());
    },

    beginAttempt(seq) {
      return db.transaction('rw', db.outbox, async () => {
        const entry = await db.outbox.get(seq);
        if (!entry) return null;
        const next = { ...entry, state: 'inflight' as const, attempts: entry.attempts + 1 };
        await db.outbox.put(next);
        return next;
      });
    },

    async resolveTempIds(tempIds) {
      const rows = await db.idMap.bulkGet([...tempIds]);
      return Object.fromEntries(rows.flatMap((row) => (row ? [[row.tempId, row.realId]] : [])));
    },

    completeEntry(entry, data, gone) {
      return db.transaction('rw', SYNC_TABLES, async () => {
        await db.outbox.delete(entry.seq);
        const mapping = entry.op === 'create' ? answeredMapping(entry, data) : {};
        const { [entry.recordId]: ownId, ...others } = mapping;
        if (ownId !== undefined) await applyIdMapping(db, { [entry.recordId]: ownId }, entry.entity);
        await applyIdMapping(db, others, null);
        const recordId = ownId ?? entry.recordId;
        const stillWaiting = (await db.outbox.where('recordId').equals(recordId).count()) > 0;
        // Server-authoritative: its answer replaces the row, unless later local changes are still queued.
        if (!stillWaiting && entry.op !== 'delete') {
          if (gone) await db.table(entry.entity).delete(recordId);
          else if (isObject(data) && data.id === recordId) await db.table(entry.entity).put(data);
        }
        await writeMeta(db, 'lastSyncAt', new Date().toISOString());
      });
    },

    async retryLater(seq, notBefore, reason) {
      await db.outbox.update(seq, { state: 'pending', nextAttemptAt: notBefore, lastError: reason });
    },

    async releaseEntry(seq) {
      await db.outbox.update(seq, { state: 'pending' });
    },

    async park(seq, message) {
      await db.outbox.update(seq, { state: 'failed', lastError: message });
    },

    async readCursor() {
      return (await readMeta(db, 'syncCursor')) ?? 0;
    },

    applyPage: (page) => applyPulledChanges(db, page),

    async counts() {
      const { pendingCount, failed } = await readOutboxStatus(db);
      return { pending: pendingCount, failed: failed.length };
    },

    async lastSyncAt() {
      return (await readMeta(db, 'lastSyncAt')) ?? null;
    },
  };
}
