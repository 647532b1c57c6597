import type { SyncEntity } from '../../domain/schemas';

export type OutboxState = 'pending' | 'inflight' | 'failed';
export type OutboxOp = 'create' | 'update' | 'delete';
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';

/** One record a call creates, updates or deletes (DESIGN.md, Change sets). */
export interface RecordRef {
  entity: SyncEntity;
  id: string;
  op: OutboxOp;
}

/**
 * One mutation waiting for the server, stored as the spec's REST call. Entries leave the outbox only
 * when the server answered them (DESIGN.md, Failures).
 */
export interface OutboxEntry {
  /** Auto-increment key: the push order (FIFO). */
  seq: number;
  /** Sent as `Idempotency-Key`, so a retry after a lost answer never repeats the effect. */
  mutationId: string;
  method: OutboxMethod;
  /** Relative to the API base, e.g. `/collections/temp-…/set-default`. */
  path: string;
  body: unknown;
  createdAt: string;
  /** Counted when the entry is marked in flight, so an entry that ever left the device has attempts > 0. */
  attempts: number;
  state: OutboxState;
  lastError?: string;
  /** Epoch ms before which the push loop leaves the entry alone (backoff). */
  nextAttemptAt?: number;
  /**
   * The pull cursor when the entry was first sent. Its effect is committed above it, so a pull may
   * have skipped later changes to the record while the entry waited (see dexieSyncStore).
   */
  sentAtCursor?: number;
  /**
   * The call's subject: the record its path names and its answer carries (`data.id`), temp or real.
   * Always `records[0]`.
   */
  entity: SyncEntity;
  recordId: string;
  op: OutboxOp;
  /**
   * The change set: every record the call creates, updates or deletes, the subject first. One record
   * for a plain REST call; a transaction lists itself and every card and sealed product it touches.
   */
  records: RecordRef[];
  /** The ids of `records`, indexed multi-entry: finds every entry that touches a record. */
  recordIds: string[];
  /** Records this one depends on (a card's collectionId): a delete of those coalesces this entry away. */
  parentIds?: string[];
  /** Every temp id the entry mentions (path, body, recordId, parentIds), its own records' included. */
  tempRefs: string[];
  /**
   * The temp ids of `tempRefs` that are not in `recordIds`, indexed multi-entry: with `recordIds`, the
   * entries naming a temp id are found without reading the whole outbox (`entriesMentioning`). Its own
   * records are left out so a change set of thousands of new records (a restore chunk) is not indexed
   * twice for each of them (schema v6).
   */
  namedTempIds: string[];
}

/**
 * What a use case asks to enqueue; the mutator fills in the rest. `records` is the whole change set,
 * subject first; without it the call touches its subject alone.
 */
export type OutboxDraft = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'entity' | 'recordId' | 'op'> & {
  parentIds?: string[];
  records?: RecordRef[];
};

/** The change set of a draft or entry: its `records`, or its subject alone. */
export function recordsOf(draft: Pick<OutboxDraft, 'entity' | 'recordId' | 'op' | 'records'>): RecordRef[] {
  return draft.records && draft.records.length > 0
    ? draft.records
    : [{ entity: draft.entity, id: draft.recordId, op: draft.op }];
}

/** A call that writes several records (a transaction): never merged into, dropped only as a whole. */
export function isChangeSet(entry: Pick<OutboxDraft, 'records'>): boolean {
  return (entry.records?.length ?? 0) > 1;
}

/** What the call does to `id`, if it touches it. */
export function opOn(entry: Pick<OutboxDraft, 'entity' | 'recordId' | 'op' | 'records'>, id: string) {
  return recordsOf(entry).find((record) => record.id === id)?.op;
}

/** Never sent to the server, so changing or dropping it cannot disagree with the server. */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'pending' && entry.attempts === 0;
}

/**
 * Known to have had no effect on the server: never sent, or parked after a 4xx (the server refused
 * it). Such an entry may be dropped, or have a later change merged into it.
 */
export function isDroppable(entry: OutboxEntry): boolean {
  return isUnsent(entry) || entry.state === 'failed';
}
