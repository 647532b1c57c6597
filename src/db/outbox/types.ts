import type { RecordOp, RecordRef } from '../../domain/changeSet';

export type OutboxState = 'pending' | 'inflight' | 'failed';
export type OutboxOp = RecordOp;
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';

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
   * The change set: every record the call creates, updates or deletes, the subject (the record its
   * path names and its answer carries as `data.id`) first. One record for a plain REST call; a
   * transaction lists itself and every card and sealed product it touches.
   */
  records: RecordRef[];
  /** The ids of `records`, indexed multi-entry: finds every entry that touches a record. */
  recordIds: string[];
  /** Records this one depends on (a card's collectionId): a delete of those coalesces this entry away. */
  parentIds?: string[];
  /** Every temp id the entry mentions (path, body, records, parentIds), its own records' included. */
  tempRefs: string[];
  /**
   * The temp ids of `tempRefs` that are not in `recordIds`, indexed multi-entry: with `recordIds`, the
   * entries naming a temp id are found without reading the whole outbox (`entriesMentioning`). Its own
   * records are left out so a change set of thousands of new records (a restore chunk) is not indexed
   * twice for each of them (schema v6).
   */
  namedTempIds: string[];
}

/** The REST call a use case commits with its change set (src/db/commit.ts). */
export interface OutboxCall {
  method: OutboxMethod;
  path: string;
  body: unknown;
  /** Records this one depends on (a card's collectionId): a delete of those coalesces this entry away. */
  parentIds?: string[];
}

/** What enqueue appends: the call and the change set's records, the subject first. */
export type OutboxDraft = OutboxCall & { records: RecordRef[] };

/** The record the call's path names and its answer carries: the change set's first. */
export function subjectOf(entry: Pick<OutboxDraft, 'records'>): RecordRef {
  return entry.records[0];
}

/** A call that writes several records (a transaction): never merged into, dropped only as a whole. */
export function isChangeSet(entry: Pick<OutboxDraft, 'records'>): boolean {
  return entry.records.length > 1;
}

/** What the call does to `id`, if it touches it. */
export function opOn(entry: Pick<OutboxDraft, 'records'>, id: string) {
  return entry.records.find((record) => record.id === id)?.op;
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
