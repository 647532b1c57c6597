import type { SyncEntity } from '../../domain/schemas';

export type OutboxState = 'pending' | 'inflight' | 'failed';
export type OutboxOp = 'create' | 'update' | 'delete';
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
  entity: SyncEntity;
  /** The record the mutation is about, temp or real. */
  recordId: string;
  op: OutboxOp;
  /** Records this one depends on (a card's collectionId): a delete of those coalesces this entry away. */
  parentIds?: string[];
  /**
   * Every temp id the entry mentions (path, body, recordId, parentIds). Indexed multi-entry, so
   * reconciliation finds the entries to rewrite without reading the whole outbox.
   */
  tempRefs: string[];
}

/** What a use case asks to enqueue; the mutator fills in the rest. */
export type OutboxDraft = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'entity' | 'recordId' | 'op'> & {
  parentIds?: string[];
};

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
