import { findTempIds, findTempIdsInPath } from '../../../sync/tempIds';
import type { CardfolioDatabase } from '../database';
import { newMutationId } from '../ids';
import { planEnqueue } from './coalesce';
import type { OutboxDraft, OutboxEntry } from './types';

/** The temp ids an entry mentions anywhere, kept on the entry as its `tempRefs` index. */
export function tempRefsOf(entry: Pick<OutboxEntry, 'path' | 'body' | 'recordId' | 'parentIds'>): string[] {
  const found = findTempIdsInPath(entry.path, findTempIds(entry.body));
  findTempIds([entry.recordId, ...(entry.parentIds ?? [])], found);
  return [...found];
}

/**
 * What planEnqueue needs to see: the entries of the draft's record and of the temp records it names,
 * and for a delete the entries of every record that depends on it (found through `*parentIds`).
 */
async function loadRelated(
  db: CardfolioDatabase,
  draft: OutboxDraft,
  tempRefs: string[],
): Promise<OutboxEntry[]> {
  const related = new Map<number, OutboxEntry>();
  const add = (entries: OutboxEntry[]) => {
    for (const e of entries) related.set(e.seq, e);
  };
  add(
    await db.outbox
      .where('recordId')
      .anyOf([draft.recordId, ...tempRefs])
      .toArray(),
  );
  if (draft.op === 'delete') {
    const visited = new Set([draft.recordId]);
    let frontier = [draft.recordId];
    while (frontier.length > 0) {
      const children = await db.outbox.where('parentIds').anyOf(frontier).toArray();
      frontier = [...new Set(children.map((e) => e.recordId))].filter((id) => !visited.has(id));
      for (const id of frontier) visited.add(id);
      if (frontier.length > 0) add(await db.outbox.where('recordId').anyOf(frontier).toArray());
    }
  }
  return [...related.values()];
}

/**
 * Adds a mutation to the outbox, coalescing it with unsent entries. Must run inside the caller's
 * rw transaction (see mutator), which also covers the tables of records a delete may drop.
 */
export async function enqueue(db: CardfolioDatabase, draft: OutboxDraft, now: string): Promise<void> {
  const tempRefs = tempRefsOf(draft);
  const plan = planEnqueue(draft, await loadRelated(db, draft, tempRefs));
  if (plan.drop.length > 0) await db.outbox.bulkDelete(plan.drop);
  if (plan.replace.length > 0) {
    await db.outbox.bulkPut(plan.replace.map((e) => ({ ...e, tempRefs: tempRefsOf(e) })));
  }
  for (const record of plan.dropRecords) await db.table(record.entity).delete(record.id);
  if (plan.append) {
    const { parentIds, ...fields } = plan.append;
    await db.outbox.add({
      ...fields,
      ...(parentIds && parentIds.length > 0 ? { parentIds } : {}),
      mutationId: newMutationId(),
      createdAt: now,
      attempts: 0,
      state: 'pending',
      tempRefs,
    });
  }
}
