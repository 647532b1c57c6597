import type { CardfolioDatabase } from '../database';
import { newMutationId } from '../ids';
import { planEnqueue, queuedWhole } from './coalesce';
import { entriesNaming } from './queries';
import { withTempRefs } from './tempRefs';
import type { OutboxDraft, OutboxEntry } from './types';

/** The entry's change set and its index, from the draft (or rewritten entry) it stands for. */
export function withRecords<T extends OutboxDraft>(draft: T): T & Pick<OutboxEntry, 'recordIds'> {
  return { ...draft, recordIds: [...new Set(draft.records.map((r) => r.id))] };
}

/**
 * What planEnqueue needs to see: the entries of the draft's records and of the temp records it names,
 * and for a delete the entries of every record that depends on the deleted ones (found through
 * `*parentIds`) or shares a change set with them (a transaction goes whole or not at all), and the
 * calls that name a deleted record by its temp id.
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
  const ids = draft.records.map((r) => r.id);
  const byId = (wanted: readonly string[]) => entriesNaming(db, 'recordIds', wanted);
  add(await byId([...ids, ...tempRefs]));
  if (draft.records.some((r) => r.op === 'delete')) {
    // Calls that name a deleted record without being in it (a card's filing names its binder).
    add(await entriesNaming(db, 'namedTempIds', ids));
    const visited = new Set(ids);
    let frontier = ids;
    while (frontier.length > 0) {
      const children = await db.outbox.where('parentIds').anyOf(frontier).toArray();
      add(children);
      const next = new Set<string>();
      for (const entry of related.values()) {
        for (const id of entry.recordIds) if (!visited.has(id)) next.add(id);
      }
      frontier = [...next];
      for (const id of frontier) visited.add(id);
      if (frontier.length > 0) add(await byId(frontier));
    }
  }
  return [...related.values()];
}

/**
 * Adds a mutation to the outbox, coalescing it with unsent entries. Must run inside the caller's
 * rw transaction (see mutator), which also covers the tables of records a delete may drop.
 */
export async function enqueue(db: CardfolioDatabase, draft: OutboxDraft, now: string): Promise<void> {
  const { tempRefs, namedTempIds } = withTempRefs(withRecords(draft));
  const related = queuedWhole(draft) ? [] : await loadRelated(db, draft, tempRefs);
  const plan = planEnqueue(draft, related);
  if (plan.drop.length > 0) await db.outbox.bulkDelete(plan.drop);
  if (plan.replace.length > 0) {
    await db.outbox.bulkPut(plan.replace.map(withTempRefs));
  }
  for (const record of plan.dropRecords) await db.table(record.entity).delete(record.id);
  if (plan.append) {
    const { parentIds, ...fields } = withRecords(plan.append);
    await db.outbox.add({
      ...fields,
      ...(parentIds && parentIds.length > 0 ? { parentIds } : {}),
      mutationId: newMutationId(),
      createdAt: now,
      attempts: 0,
      state: 'pending',
      tempRefs,
      namedTempIds,
    });
  }
}
