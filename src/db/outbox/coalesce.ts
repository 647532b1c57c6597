import { findTempIds } from '../../../sync/tempIds';
import type { SyncEntity } from '../../domain/schemas';
import { isDroppable, isUnsent, type OutboxDraft, type OutboxEntry } from './types';

export interface EnqueuePlan {
  /** seqs of entries to delete from the outbox. */
  drop: number[];
  /** Entries rewritten in place (a change merged into an unsent create or update). */
  replace: OutboxEntry[];
  /** The new entry to add, or null when it was merged or cancelled out. */
  append: OutboxDraft | null;
  /** Records that never reached the server and vanish with their parent: their local rows go too. */
  dropRecords: { entity: SyncEntity; id: string }[];
}

type RecordKey = string;
const keyOf = (entity: SyncEntity, id: string): RecordKey => `${entity}\u0000${id}`;

/**
 * Decides how a new mutation joins the outbox (DESIGN.md, Coalesce). `related` must hold every entry
 * of the draft's record, of the records whose temp ids the draft names, and (for a delete) of the
 * records that depend on it; extra entries are harmless. Only entries without effect on the server are
 * changed or dropped (isDroppable): an entry in flight, or one sent whose answer never came, is never
 * touched.
 */
export function planEnqueue(
  draft: OutboxDraft,
  related: readonly OutboxEntry[],
  newKey: () => string = () => crypto.randomUUID(),
): EnqueuePlan {
  const byRecord = groupByRecord(related);
  const own = byRecord.get(keyOf(draft.entity, draft.recordId)) ?? [];
  const plan: EnqueuePlan = { drop: [], replace: [], append: draft, dropRecords: [] };
  if (draft.op === 'update') {
    const merged = mergeTarget(draft, own, related, newKey);
    if (merged) return { ...plan, replace: [merged], append: null };
    return plan;
  }
  if (draft.op === 'delete') return planDelete(draft, byRecord, plan, newKey);
  return plan;
}

function groupByRecord(entries: readonly OutboxEntry[]): Map<RecordKey, OutboxEntry[]> {
  const groups = new Map<RecordKey, OutboxEntry[]>();
  const seen = new Set<number>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (seen.has(entry.seq)) continue;
    seen.add(entry.seq);
    const key = keyOf(entry.entity, entry.recordId);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

const isPlainBody = (body: unknown): body is Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body);

/**
 * An update merges into the record's latest entry when that entry had no effect on the server yet and
 * carries the record's fields: its create (one POST with the merged body) or a PUT to the same path.
 * A change that names a temp record whose create comes later in the queue stays behind it, or the
 * merged call would name a record the server does not have yet. Merging into a parked entry is the
 * user fixing what the server refused: it goes back in line as a new, unsent call with a fresh key
 * (its old key would be bound to the refused body, should the server have stored the refusal).
 */
function mergeTarget(
  draft: OutboxDraft,
  own: readonly OutboxEntry[],
  related: readonly OutboxEntry[],
  newKey: () => string,
): OutboxEntry | null {
  const target = own[own.length - 1];
  if (!target || !isDroppable(target) || !isPlainBody(draft.body) || !isPlainBody(target.body)) return null;
  const fitsTarget =
    (target.op === 'create' && target.method === 'POST') ||
    (target.op === 'update' && target.method === draft.method && target.path === draft.path);
  if (!fitsTarget) return null;
  for (const tempId of findTempIds(draft.body)) {
    const laterCreate = related.some((e) => e.recordId === tempId && e.op === 'create' && e.seq > target.seq);
    if (laterCreate) return null;
  }
  const parentIds = draft.parentIds ?? target.parentIds;
  const merged: OutboxEntry = {
    ...target,
    body: { ...target.body, ...draft.body },
    ...(parentIds ? { parentIds } : {}),
  };
  if (isUnsent(target)) return merged;
  const { lastError: _error, nextAttemptAt: _wait, ...rest } = merged;
  return { ...rest, state: 'pending', attempts: 0, mutationId: newKey() };
}

/** The record itself and every record whose latest entry names one of them as a parent, transitively. */
function dependents(root: RecordKey, rootId: string, byRecord: Map<RecordKey, OutboxEntry[]>): RecordKey[] {
  const ids = new Set([rootId]);
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [key, entries] of byRecord) {
      const latest = entries[entries.length - 1];
      if (found.has(key) || !latest.parentIds?.some((id) => ids.has(id))) continue;
      found.add(key);
      ids.add(latest.recordId);
      grew = true;
    }
  }
  return [...found];
}

/**
 * A delete drops what never reached the server of the record and of its dependents (the server
 * cascades the rest), except a dependent's own DELETE. When the record's own create is dropped, the record never existed there: no
 * DELETE is queued, and dependents that vanish with it lose their local rows too. A dependent the
 * server has, whose unsent change moved it into the record, is not in it on the server: the cascade
 * would miss it, so that change becomes the dependent's own DELETE, in its place in the queue.
 */
function planDelete(
  draft: OutboxDraft,
  byRecord: Map<RecordKey, OutboxEntry[]>,
  plan: EnqueuePlan,
  newKey: () => string,
): EnqueuePlan {
  const root = keyOf(draft.entity, draft.recordId);
  let rootVanished = false;
  const dependentKeys = dependents(root, draft.recordId, byRecord);
  for (const key of dependentKeys) {
    const entries = byRecord.get(key) ?? [];
    if (entries.length === 0) continue;
    const allDroppable = entries.every(isDroppable);
    let droppable = allDroppable ? entries : entries.filter((e) => isDroppable(e) && e.op !== 'create');
    const vanished = allDroppable && entries.some((e) => e.op === 'create');
    if (key !== root && !vanished) {
      // A dependent the server has keeps its own DELETE: the record's parent on the device may not be
      // its parent on the server (an unsent move merged into that DELETE), so the cascade may miss it.
      // Sent twice at worst, and a DELETE of a record already gone is answered 404: done.
      droppable = droppable.filter((e) => e.op !== 'delete');
      const move = droppable.find((e) => movesInto(e, draft.recordId));
      if (move) {
        plan.replace.push(asDelete(move, newKey));
        droppable = droppable.filter((e) => e !== move);
      }
    }
    plan.drop.push(...droppable.map((e) => e.seq));
    if (key === root) rootVanished = vanished;
    else if (vanished) plan.dropRecords.push({ entity: entries[0].entity, id: entries[0].recordId });
  }
  if (rootVanished) rehomeCreates(draft.recordId, byRecord, new Set(dependentKeys), plan);
  return { ...plan, append: rootVanished ? null : draft };
}

/**
 * A record created in the vanishing record and then moved to one created after it (so the move could
 * not merge into its create) would be created in a record the server never gets. Its unsent create and
 * updates become one create with the merged body, in the place of its last update: after the create of
 * the record it now belongs to.
 */
function rehomeCreates(
  rootId: string,
  byRecord: Map<RecordKey, OutboxEntry[]>,
  dependentKeys: ReadonlySet<RecordKey>,
  plan: EnqueuePlan,
): void {
  for (const [key, entries] of byRecord) {
    const [create, ...later] = entries;
    if (dependentKeys.has(key) || create.op !== 'create' || !create.parentIds?.includes(rootId)) continue;
    const mergeable = later.length > 0 && later.every((e) => e.op === 'update' && isPlainBody(e.body));
    if (!mergeable || !entries.every(isUnsent) || !isPlainBody(create.body)) continue;
    const last = later[later.length - 1];
    const body = Object.assign({}, create.body, ...later.map((e) => e.body));
    plan.drop.push(...entries.slice(0, -1).map((e) => e.seq));
    plan.replace.push({ ...create, seq: last.seq, body, parentIds: last.parentIds ?? create.parentIds });
  }
}

/** An update whose body points the record at `parentId` (a card's collectionId, say). */
const movesInto = (entry: OutboxEntry, parentId: string) =>
  entry.op === 'update' && isPlainBody(entry.body) && Object.values(entry.body).includes(parentId);

/** The record's DELETE on the update's own path (`/cards/{id}`), as a fresh unsent call. */
function asDelete(update: OutboxEntry, newKey: () => string): OutboxEntry {
  const { lastError: _error, nextAttemptAt: _wait, parentIds: _parents, ...rest } = update;
  const fresh = isUnsent(update) ? {} : { mutationId: newKey() };
  return { ...rest, ...fresh, op: 'delete', method: 'DELETE', body: null, state: 'pending', attempts: 0 };
}
