import { API } from '../../domain/api';
import type { RecordRef } from '../../domain/changeSet';
import type { SyncEntity } from '../../domain/schemas';
import { findTempIds } from '../../domain/sync/tempIds';
import { isLedgerEdit, mergeEditIntoCreate } from './coalesceEdit';
import { mergedCall } from './mergeCalls';
import {
  isChangeSet,
  isDroppable,
  isUnsent,
  type OutboxDraft,
  type OutboxEntry,
  opOn,
  subjectOf,
} from './types';

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
const idOf = (key: RecordKey): string => key.slice(key.indexOf('\u0000') + 1);

/**
 * A change set that creates or changes records (a purchase, a sale taking a card's last copies, a
 * restore chunk) reaches the server whole and is appended as it is, whatever the outbox holds: only a
 * change set that deletes and nothing else (a purchase's delete) may cancel unsent entries out. So
 * enqueue need not read the outbox for it (a restore's change sets name thousands of new records).
 */
export function queuedWhole(draft: OutboxDraft): boolean {
  return isChangeSet(draft) && !draft.records.every((r) => r.op === 'delete') && !isLedgerEdit(draft);
}

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
  const plan: EnqueuePlan = { drop: [], replace: [], append: draft, dropRecords: [] };
  if (isLedgerEdit(draft)) {
    const merged = mergeEditIntoCreate(draft, related);
    return merged ? { ...plan, replace: [merged], append: null } : plan;
  }
  if (isChangeSet(draft)) return queuedWhole(draft) ? plan : planDelete(draft, byRecord, plan, newKey);
  const subject = subjectOf(draft);
  const own = byRecord.get(keyOf(subject.entity, subject.id)) ?? [];
  if (subject.op === 'update') {
    const merged = mergeTarget(draft, own, related, newKey);
    if (merged) return { ...plan, replace: [merged], append: null };
    return plan;
  }
  if (subject.op === 'delete') return planDelete(draft, byRecord, plan, newKey);
  return plan;
}

/** Entries by every record they touch, in seq order: a change set is in the group of each of its records. */
function groupByRecord(entries: readonly OutboxEntry[]): Map<RecordKey, OutboxEntry[]> {
  const groups = new Map<RecordKey, OutboxEntry[]>();
  const seen = new Set<number>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (seen.has(entry.seq)) continue;
    seen.add(entry.seq);
    for (const record of entry.records) {
      const key = keyOf(record.entity, record.id);
      const group = groups.get(key);
      if (group) group.push(entry);
      else groups.set(key, [entry]);
    }
  }
  return groups;
}

const isPlainBody = (body: unknown): body is Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body);

/**
 * An update merges into the record's latest entry when that entry had no effect on the server yet and
 * carries the record's fields: its create (one POST with the merged body) or an update on the same
 * path; what the merged call says is mergedCall's rule (mergeCalls.ts).
 * A change set (a transaction that created or changed the record) is never merged into: its body is
 * the transaction's, not the record's. A change that names a temp record whose create comes later in
 * the queue stays behind it, or the merged call would name a record the server does not have yet.
 * Merging into a parked entry is the user fixing what the server refused: it goes back in line as a
 * new, unsent call with a fresh key (its old key would be bound to the refused body, should the server
 * have stored the refusal).
 */
/**
 * Only the record's own PUT and an add-to-collection carry the record's fields: a call that says
 * something else about it, such as Move to…'s `POST /locations/:id/file` (soak seed 416650379: merged
 * into the card's create, the card lost its place), stays a call of its own.
 */
function carriesRecordFields(draft: OutboxDraft): boolean {
  const { id } = subjectOf(draft);
  return (
    (draft.method === 'PUT' && draft.path.endsWith(`/${id}`)) || draft.path === API.cards.addToCollection.path
  );
}

function mergeTarget(
  draft: OutboxDraft,
  own: readonly OutboxEntry[],
  related: readonly OutboxEntry[],
  newKey: () => string,
): OutboxEntry | null {
  const target = own[own.length - 1];
  if (!target || isChangeSet(target) || !isDroppable(target)) return null;
  if (!isPlainBody(draft.body) || !isPlainBody(target.body)) return null;
  const fitsTarget =
    (subjectOf(target).op === 'create' && target.method === 'POST' && carriesRecordFields(draft)) ||
    (subjectOf(target).op === 'update' && target.method === draft.method && target.path === draft.path);
  if (!fitsTarget) return null;
  for (const tempId of findTempIds(draft.body)) {
    const laterCreate = related.some((e) => opOn(e, tempId) === 'create' && e.seq > target.seq);
    if (laterCreate) return null;
  }
  const call = mergedCall(
    { ...target, body: target.body, creates: subjectOf(target).op === 'create' },
    {
      path: draft.path,
      body: draft.body,
    },
  );
  if (!call) return null;
  const parentIds = draft.parentIds ?? target.parentIds;
  const merged: OutboxEntry = { ...target, ...call, ...(parentIds ? { parentIds } : {}) };
  if (isUnsent(target)) return merged;
  const { lastError: _error, nextAttemptAt: _wait, ...rest } = merged;
  return { ...rest, state: 'pending', attempts: 0, mutationId: newKey() };
}

/**
 * The deleted records and every record whose latest entry names one of them as a parent,
 * transitively.
 */
function dependents(roots: readonly RecordRef[], byRecord: Map<RecordKey, OutboxEntry[]>): RecordKey[] {
  const ids = new Set(roots.map((r) => r.id));
  const found = new Set(roots.map((r) => keyOf(r.entity, r.id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [key, entries] of byRecord) {
      const latest = parentEntry(idOf(key), entries);
      if (found.has(key) || !latest?.parentIds?.some((id) => ids.has(id))) continue;
      found.add(key);
      ids.add(idOf(key));
      grew = true;
    }
  }
  return [...found];
}

/**
 * The entry that says where a record lives now: its latest own call (the record is its subject), else
 * the change set that created it. A change set's parents are its subject's (a transaction's
 * collection): a card it merely changed may live elsewhere (soak seed 44455820: a card moved out of
 * a collection, then an adjustment of it deleted, then the collection deleted).
 */
function parentEntry(id: string, entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index];
    if (subjectOf(entry).id === id || opOn(entry, id) === 'create') return entry;
  }
  return undefined;
}

/** A change set stays unless every record it touches vanishes. */
const survives = (entry: OutboxEntry, vanishing: ReadonlySet<RecordKey>) =>
  entry.records.some((r) => !vanishing.has(keyOf(r.entity, r.id)));

/**
 * The records among `keys` that never reached the server and go with the delete: every entry about
 * them had no effect there and one of them creates them. A change set goes whole or not at all, so a
 * record it touches vanishes only when all of its records do; and a record that a surviving change set
 * names (a purchase in a collection) stays, or that change set would name a record the server never
 * gets.
 */
function vanishingRecords(
  keys: readonly RecordKey[],
  byRecord: Map<RecordKey, OutboxEntry[]>,
): Set<RecordKey> {
  const vanishing = new Set(
    keys.filter((key) => {
      const entries = byRecord.get(key) ?? [];
      return (
        entries.length > 0 &&
        entries.every(isDroppable) &&
        entries.some((e) => opOn(e, idOf(key)) === 'create')
      );
    }),
  );
  const candidates = new Set(keys);
  // An update of a record the delete does not reach that names the record by its temp id without
  // being in it (a card filed into a binder, then sold, then the binder deleted: the card's filing
  // is still queued) needs the record on the server. A create or a move that names a parent is
  // judged by the parent rules above and rehomed below.
  const namesWithoutParent = (e: OutboxEntry, id: string) =>
    subjectOf(e).op === 'update' &&
    !candidates.has(keyOf(subjectOf(e).entity, subjectOf(e).id)) &&
    e.tempRefs.includes(id) &&
    !e.parentIds?.includes(id);
  const keepsNamed = (e: OutboxEntry, id: string) =>
    isChangeSet(e)
      ? survives(e, vanishing) && (e.tempRefs.includes(id) || e.parentIds?.includes(id))
      : namesWithoutParent(e, id);
  let shrank = true;
  while (shrank) {
    shrank = false;
    for (const key of vanishing) {
      const id = idOf(key);
      const stays = (byRecord.get(key) ?? []).some((e) => isChangeSet(e) && survives(e, vanishing));
      const named = [...byRecord.values()].some((entries) => entries.some((e) => keepsNamed(e, id)));
      if (stays || named) {
        vanishing.delete(key);
        shrank = true;
      }
    }
  }
  return vanishing;
}

/**
 * A delete drops what never reached the server of the deleted records and of their dependents (the
 * server cascades the rest), except a dependent's own DELETE. When a deleted record's own create is
 * dropped, the record never existed there: no DELETE is queued, and dependents that vanish with it
 * lose their local rows too. A dependent the server has, whose unsent change moved it into the record,
 * is not in it on the server: the cascade would miss it, so that change becomes the dependent's own
 * DELETE, in its place in the queue. A change set is never dropped in part.
 * A record that was in the deleted one and moved out keeps naming it in its unsent calls: those are
 * rehomed (rehomeMoved); when they cannot be, the deleted record's create stays and its DELETE is
 * queued after them (soak seed 1201532489: a card created in A, moved to B, traded, then A deleted).
 */
function planDelete(
  draft: OutboxDraft,
  byRecord: Map<RecordKey, OutboxEntry[]>,
  plan: EnqueuePlan,
  newKey: () => string,
): EnqueuePlan {
  const roots = draft.records.filter((r) => r.op === 'delete');
  const rootKeys = new Set(roots.map((r) => keyOf(r.entity, r.id)));
  const rootIds = roots.map((r) => r.id);
  const dependentKeys = dependents(roots, byRecord);
  const dependentSet = new Set(dependentKeys);
  const kept = new Set<RecordKey>();
  let vanishing: Set<RecordKey>;
  let rehomed: Rehome[];
  for (;;) {
    vanishing = vanishingRecords(
      dependentKeys.filter((key) => !kept.has(key)),
      byRecord,
    );
    rehomed = [];
    const stuck = roots.find((root) => {
      if (!vanishing.has(keyOf(root.entity, root.id))) return false;
      const rehome = rehomeMoved(root.id, byRecord, dependentSet);
      if (rehome) rehomed.push(...rehome);
      return rehome === null;
    });
    if (!stuck) break;
    kept.add(keyOf(stuck.entity, stuck.id));
  }
  const drop = new Set<number>();
  for (const key of dependentKeys) {
    const entries = byRecord.get(key) ?? [];
    if (entries.length === 0) continue;
    const isRoot = rootKeys.has(key);
    // A change set that stays needs the record as the entries before it leave it (a sale of a card
    // moved first): only later entries may go.
    const barrier = Math.max(
      -1,
      ...entries.filter((e) => isChangeSet(e) && survives(e, vanishing)).map((e) => e.seq),
    );
    let droppable = vanishing.has(key)
      ? entries
      : entries.filter(
          (e) => e.seq > barrier && isDroppable(e) && !isChangeSet(e) && subjectOf(e).op !== 'create',
        );
    if (!isRoot && !vanishing.has(key)) {
      // A dependent the server has keeps its own DELETE: the record's parent on the device may not be
      // its parent on the server (an unsent move merged into that DELETE), so the cascade may miss it.
      // Sent twice at worst, and a DELETE of a record already gone is answered 404: done.
      droppable = droppable.filter((e) => subjectOf(e).op !== 'delete');
      const move = droppable.find((e) => rootIds.some((id) => movesInto(e, id)));
      if (move) {
        plan.replace.push(asDelete(move, newKey));
        droppable = droppable.filter((e) => e !== move);
      }
    }
    for (const e of droppable) drop.add(e.seq);
    if (!isRoot && vanishing.has(key)) {
      const [entity] = key.split('\u0000') as [SyncEntity];
      plan.dropRecords.push({ entity, id: idOf(key) });
    }
  }
  plan.drop.push(...drop);
  for (const { merged, into } of rehomed) {
    plan.drop.push(...merged);
    plan.replace.push(into);
  }
  const vanishedRoots = roots.filter((r) => vanishing.has(keyOf(r.entity, r.id)));
  return { ...plan, append: vanishedRoots.length === roots.length ? null : draft };
}

/** Unsent calls of one record folded into one: `merged` are dropped, `into` takes the last one's place. */
interface Rehome {
  merged: number[];
  into: OutboxEntry;
}

const names = (entry: OutboxEntry, id: string) =>
  entry.parentIds?.includes(id) || (isPlainBody(entry.body) && Object.values(entry.body).includes(id));

/**
 * A record made in (or moved into) the vanishing record `rootId`, then moved to one created after its
 * call (so the move could not merge into it), would reach the server in a record the server never
 * gets. Its call naming the root and the plain updates after it, up to the first change set that names
 * the record, become one call with the merged body in the place of the last: after the create of the
 * record it now belongs to, and before any transaction that needs it there. Null when that cannot be
 * done (the root must then reach the server); the records of the delete itself are not looked at.
 */
function rehomeMoved(
  rootId: string,
  byRecord: Map<RecordKey, OutboxEntry[]>,
  dependentKeys: ReadonlySet<RecordKey>,
): Rehome[] | null {
  const rehomes: Rehome[] = [];
  for (const [key, entries] of byRecord) {
    if (dependentKeys.has(key)) continue;
    const id = idOf(key);
    const own = entries.filter((e) => !isChangeSet(e) && subjectOf(e).id === id);
    const start = own.findIndex((e) => names(e, rootId));
    if (start < 0) continue;
    const first = own[start];
    const fold = [first];
    for (const e of entries.slice(entries.indexOf(first) + 1)) {
      const sameCall =
        subjectOf(e).op === 'update' && (subjectOf(first).op === 'create' || e.path === first.path);
      if (isChangeSet(e) || !sameCall || !isPlainBody(e.body)) break;
      fold.push(e);
    }
    const last = fold[fold.length - 1];
    const stillNamed = own.slice(start + fold.length).some((e) => names(e, rootId));
    if (fold.length < 2 || names(last, rootId) || stillNamed || !fold.every(isUnsent)) return null;
    if (!isPlainBody(first.body)) return null;
    const body = Object.assign({}, first.body, ...fold.slice(1).map((e) => e.body));
    rehomes.push({
      merged: fold.slice(0, -1).map((e) => e.seq),
      into: { ...first, seq: last.seq, body, parentIds: last.parentIds ?? first.parentIds },
    });
  }
  return rehomes;
}

/** An update whose body points the record at `parentId` (a card's collectionId, say). */
const movesInto = (entry: OutboxEntry, parentId: string) =>
  subjectOf(entry).op === 'update' && isPlainBody(entry.body) && Object.values(entry.body).includes(parentId);

/** The record's DELETE on the update's own path (`/cards/{id}`), as a fresh unsent call. */
function asDelete(update: OutboxEntry, newKey: () => string): OutboxEntry {
  const { lastError: _error, nextAttemptAt: _wait, parentIds: _parents, ...rest } = update;
  const fresh = isUnsent(update) ? {} : { mutationId: newKey() };
  const { entity, id } = subjectOf(update);
  const records: RecordRef[] = [{ entity, id, op: 'delete' }];
  return {
    ...rest,
    ...fresh,
    method: 'DELETE',
    body: null,
    state: 'pending',
    attempts: 0,
    records,
    recordIds: [id],
  };
}
