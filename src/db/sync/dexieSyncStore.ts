import type { CompletedEntry, QueueEntry, SyncStore } from '../../../sync/ports';
import { readyEntries } from '../../../sync/queue';
import type { SyncEntity } from '../../domain/schemas';
import { isTempId } from '../../domain/sync/tempIds';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { readOutboxStatus } from '../outbox/queries';
import type { OutboxEntry } from '../outbox/types';
import { rowsNaming } from '../rowsNaming';
import { applyIdMapping, SYNC_TABLES } from './applyIdMapping';
import { applyPulledChanges } from './applyPulledChanges';
import { applyRowWrites, type RowWrite } from './applyRowWrites';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * temp → real ids answered by a create: the subject's own id, plus `idMapping` ({temp: real}) when one
 * call created several records (a purchase creating cards, DESIGN.md Reconcile).
 */
function answeredMapping(entry: QueueEntry, data: unknown): Record<string, string> {
  const mapping: Record<string, string> = {};
  if (!isObject(data)) return mapping;
  const subject = entry.records[0];
  if (subject.op === 'create' && isTempId(subject.id) && typeof data.id === 'string') {
    mapping[subject.id] = data.id;
  }
  if (isObject(data.idMapping)) {
    for (const [temp, real] of Object.entries(data.idMapping)) {
      if (isTempId(temp) && typeof real === 'string') mapping[temp] = real;
    }
  }
  return mapping;
}

/**
 * Records the real ids the answers gave, all in one mapping (the records a change set created are
 * re-keyed together, with every reference between them), and answers each entry's subject id after
 * reconciliation.
 */
async function reconcileAnswers(
  db: CardfolioDatabase,
  answers: readonly CompletedEntry[],
): Promise<string[]> {
  const mapping: Record<string, string> = {};
  const entities: Record<string, SyncEntity> = {};
  const recordIds = answers.map(({ entry, data }) => {
    const subjectId = entry.records[0].id;
    // An update of a record created earlier in the same answer (a quick add merged into a card whose
    // create was still unsent) is answered under the real id: map it, or its answer would be dropped
    // and the create's older answer would stay.
    if (!entry.records.some((r) => r.op === 'create')) return mapping[subjectId] ?? subjectId;
    const answered = answeredMapping(entry, data);
    Object.assign(mapping, answered);
    for (const record of entry.records) if (answered[record.id]) entities[record.id] = record.entity;
    return answered[subjectId] ?? subjectId;
  });
  await applyIdMapping(db, mapping, entities);
  return recordIds;
}

/**
 * An entry sent more than once may be answered from its Idempotency-Key: the answer of its first
 * commit, older than changes other devices made since. A pull that ran while the entry waited skipped
 * those changes (pulled rows never overwrite waiting records) and moved the cursor past them, so the
 * stale answer would stay. Moving the cursor back to where it was when the entry was first sent makes
 * the next pull bring them again. Entries sent once were answered by that very commit: no rewind.
 */
async function rewindPastReplays(db: CardfolioDatabase, entries: readonly (OutboxEntry | undefined)[]) {
  // A DELETE of one record changes nothing a pull must bring back; a change set whose subject is
  // deleted (a transaction's delete) also changed the records it restores.
  const resent = entries.filter(
    (e) => e !== undefined && e.attempts > 1 && e.records.some((r) => r.op !== 'delete'),
  );
  if (resent.length === 0) return;
  const to = Math.min(...resent.map((e) => e?.sentAtCursor ?? 0));
  if (to < ((await readMeta(db, 'syncCursor')) ?? 0)) await writeMeta(db, 'syncCursor', to);
}

/** The SyncStore of sync/ on one user's Dexie database. */
export function dexieSyncStore(db: CardfolioDatabase): SyncStore {
  return {
    async releaseInflight() {
      await db.outbox.where('state').equals('inflight').modify({ state: 'pending' });
    },

    async readyEntries(limit) {
      const hasParked = (await db.outbox.where('state').equals('failed').count()) > 0;
      if (!hasParked) return db.outbox.orderBy('seq').limit(limit).toArray();
      return readyEntries(await db.outbox.orderBy('seq').toArray(), limit);
    },

    beginAttempts(seqs) {
      return db.transaction('rw', db.outbox, db.meta, async () => {
        const cursor = (await readMeta(db, 'syncCursor')) ?? 0;
        const entries = (await db.outbox.bulkGet([...seqs])).filter((entry) => entry !== undefined);
        const inflight = entries.map((entry) => ({
          ...entry,
          state: 'inflight' as const,
          attempts: entry.attempts + 1,
          sentAtCursor: entry.attempts === 0 ? cursor : entry.sentAtCursor,
        }));
        await db.outbox.bulkPut(inflight);
        return inflight;
      });
    },

    async resolveTempIds(tempIds) {
      // The 20,000 new ids of an import looked up one by one took ~0.6 s before its push could leave.
      const rows = await rowsNaming(
        db.idMap,
        new Set(tempIds),
        (asked) => db.idMap.bulkGet(asked).then((found) => found.filter((row) => row !== undefined)),
        (row, asked) => asked.has(row.tempId),
      );
      return Object.fromEntries(rows.map((row) => [row.tempId, row.realId]));
    },

    async completeEntries(answers) {
      if (answers.length === 0) return;
      await db.transaction('rw', SYNC_TABLES, async () => {
        const seqs = answers.map(({ entry }) => entry.seq);
        await rewindPastReplays(db, await db.outbox.bulkGet(seqs));
        await db.outbox.bulkDelete(seqs);
        const recordIds = await reconcileAnswers(db, answers);
        const stillWaiting = new Set(
          (
            await db.outbox
              .where('recordIds')
              .anyOf([...recordIds])
              .toArray()
          ).flatMap((e) => e.recordIds),
        );
        // Server-authoritative: its answer replaces the row, unless later local changes are still queued.
        await applyRowWrites(
          db,
          answers.flatMap(({ entry, data, gone }, index): RowWrite[] => {
            const id = recordIds[index];
            if (stillWaiting.has(id)) return [];
            // Delete wins: a row the server has deleted goes, even one a pull stored while this
            // call waited (a create whose answer was lost is pulled under its real id before the
            // device can tell it is the record it deleted, and the tombstone is skipped meanwhile).
            const { entity, op } = entry.records[0];
            if (op === 'delete' || gone) return [{ table: entity, id, row: null }];
            if (!isObject(data) || data.id !== id) return [];
            // The record as the server has it; `idMapping` is part of the answer, not of the record.
            const { idMapping: _mapping, ...row } = data;
            return [{ table: entity, id, row: { ...row, id } }];
          }),
        );
        await writeMeta(db, 'lastSyncAt', new Date().toISOString());
      });
    },

    async retryLater(seq, notBefore, reason) {
      await db.outbox.update(seq, { state: 'pending', nextAttemptAt: notBefore, lastError: reason });
    },

    async clearBackoff() {
      await db.outbox
        .where('state')
        .equals('pending')
        .modify((entry) => {
          delete entry.nextAttemptAt;
        });
    },

    async releaseEntries(seqs) {
      if (seqs.length === 0) return;
      await db.outbox
        .where('seq')
        .anyOf([...seqs])
        .modify({ state: 'pending' });
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
