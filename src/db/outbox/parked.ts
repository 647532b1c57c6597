import type { CardfolioDatabase } from '../database';
import { writeMeta } from '../meta';
import { SYNC_TABLES } from '../sync/applyIdMapping';
import { planEnqueue } from './coalesce';
import { entriesMentioning } from './queries';
import { isChangeSet, type OutboxDraft, type OutboxEntry, subjectOf } from './types';

/**
 * Sends a parked entry again (the user fixed what the server refused elsewhere, or it was a passing
 * refusal). It keeps its Idempotency-Key: a refusal has no effect on the server, and if an earlier
 * attempt did commit, the same key gets its stored answer instead of a second record.
 */
export async function retryParkedEntry(db: CardfolioDatabase, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'failed') return;
    const { lastError: _error, nextAttemptAt: _wait, ...rest } = entry;
    await db.outbox.put({ ...rest, state: 'pending' });
  });
}

async function entriesOfRecordAndDependents(
  db: CardfolioDatabase,
  entry: OutboxEntry,
): Promise<OutboxEntry[]> {
  const found = new Map<number, OutboxEntry>();
  let frontier = [subjectOf(entry).id];
  const visited = new Set(frontier);
  while (frontier.length > 0) {
    const [own, children] = await Promise.all([
      db.outbox.where('recordIds').anyOf(frontier).toArray(),
      db.outbox.where('parentIds').anyOf(frontier).toArray(),
    ]);
    for (const e of [...own, ...children]) found.set(e.seq, e);
    frontier = [...new Set(children.flatMap((e) => e.recordIds))].filter((id) => !visited.has(id));
    for (const id of frontier) visited.add(id);
  }
  return [...found.values()];
}

/**
 * Drops a parked entry (the user's Discard). A refused create takes its record with it, like a delete
 * before sync: its later entries, dependents that never reached the server, and their rows. For any
 * other entry the device's copy may now differ from the server's, so the next pull starts over from
 * cursor 0 and stores the server's version of every record without waiting changes.
 */
export async function discardParkedEntry(db: CardfolioDatabase, seq: number): Promise<void> {
  await db.transaction('rw', SYNC_TABLES, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'failed') return;
    if (isChangeSet(entry)) return discardChangeSet(db, entry);
    const { entity, id, op } = subjectOf(entry);
    if (op === 'create') {
      const draft: OutboxDraft = {
        parentIds: entry.parentIds,
        records: [{ entity, id, op: 'delete' }],
        method: 'DELETE',
        path: '',
        body: null,
      };
      const plan = planEnqueue(draft, await entriesOfRecordAndDependents(db, entry));
      if (plan.append === null) {
        // `replace` holds the moves of records the server has into this one: they go too, and the
        // next pull starts over so those records come back as the server has them.
        await db.outbox.bulkDelete([...plan.drop, ...plan.replace.map((e) => e.seq)]);
        await db.table(entity).delete(id);
        for (const record of plan.dropRecords) await db.table(record.entity).delete(record.id);
        if (plan.replace.length > 0) await writeMeta(db, 'syncCursor', 0);
        return;
      }
    }
    await db.outbox.delete(seq);
    await writeMeta(db, 'syncCursor', 0);
  });
}

/**
 * Discard of a refused change set (a transaction): the records it created never existed on the server,
 * so their rows go, with every later entry that touches or names them (those waited behind it), and
 * the records those entries created in turn. What the change sets changed of records the server has
 * (a sale's copies) comes back with the next pull, which starts over from cursor 0.
 */
async function discardChangeSet(db: CardfolioDatabase, entry: OutboxEntry): Promise<void> {
  const dropped = new Map<number, OutboxEntry>([[entry.seq, entry]]);
  const created = (e: OutboxEntry) => e.records.filter((r) => r.op === 'create');
  let frontier = created(entry).map((r) => r.id);
  const seen = new Set(frontier);
  while (frontier.length > 0) {
    // Touching a created record is naming it: entriesMentioning finds both.
    const found = (await entriesMentioning(db, frontier)).filter((e) => !dropped.has(e.seq));
    for (const e of found) dropped.set(e.seq, e);
    frontier = found.flatMap((e) => created(e).map((r) => r.id)).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  const entries = [...dropped.values()];
  await db.outbox.bulkDelete(entries.map((e) => e.seq));
  for (const record of entries.flatMap(created)) await db.table(record.entity).delete(record.id);
  if (entries.some((e) => e.records.some((r) => r.op !== 'create'))) await writeMeta(db, 'syncCursor', 0);
}
