import type { HttpMethod } from '../src/domain/api';
import type { RecordRef } from '../src/domain/changeSet';
import type { ChangesPage } from '../src/domain/schemas';

export type SyncMethod = HttpMethod;

/** A server answer as src/api's client gives it (ApiClient.send): never thrown for an HTTP status. */
export interface TransportAnswer {
  status: number;
  ok: boolean;
  data: unknown;
  message: string | null;
  retryAfterMs?: number;
}

/**
 * How the engine talks to /api/v1. `send` rejects when no answer came (offline, timeout) and has
 * already done the one token refresh on a 401 (src/api/apiClient.ts), so a 401 reaching the engine
 * means the session needs a new sign-in. Injected, so the engine runs in tests and the service worker.
 */
export interface SyncTransport {
  send(
    method: SyncMethod,
    path: string,
    options?: { body?: unknown; idempotencyKey?: string },
  ): Promise<TransportAnswer>;
}

/** One outbox entry as the push loop sees it. */
export interface QueueEntry {
  seq: number;
  mutationId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  /**
   * Every record the call touches (DESIGN.md, Change sets), the subject first: the record its path
   * names and its answer carries.
   */
  records: RecordRef[];
  recordIds: string[];
  state: 'pending' | 'inflight' | 'failed';
  attempts: number;
  nextAttemptAt?: number;
  parentIds?: string[];
  tempRefs: string[];
}

/** An entry the server answered for good: its answer's data, or `gone` when the record no longer exists. */
export interface CompletedEntry {
  entry: QueueEntry;
  data: unknown;
  gone: boolean;
}

/** The device side of sync; src/db/sync/dexieSyncStore.ts implements it on the user's database. */
export interface SyncStore {
  /** Entries left in flight by a flusher that died (reload, closed tab) go back to pending. */
  releaseInflight(): Promise<void>;
  /**
   * The first entries that may go now, in order, at most `limit` (parked ones and those waiting on
   * them skipped).
   */
  readyEntries(limit: number): Promise<QueueEntry[]>;
  /** Marks the entries in flight and counts the attempt; those that vanished meanwhile are left out. */
  beginAttempts(seqs: readonly number[]): Promise<QueueEntry[]>;
  /** temp id → real id for the given temp ids that have been answered. */
  resolveTempIds(tempIds: readonly string[]): Promise<Record<string, string>>;
  /**
   * The server has these changes: remove the entries, reconcile ids, store the answered records, all
   * in one commit.
   */
  completeEntries(answers: readonly CompletedEntry[]): Promise<void>;
  retryLater(seq: number, notBefore: number, reason: string): Promise<void>;
  /** Forgets every backoff wait: the network is back, or the user asked to sync now. */
  clearBackoff(): Promise<void>;
  /** Back to pending, unanswered (the session paused sync, or the batch stopped before them). */
  releaseEntries(seqs: readonly number[]): Promise<void>;
  park(seq: number, message: string): Promise<void>;
  readCursor(): Promise<number>;
  applyPage(page: ChangesPage): Promise<{ stored: number; deleted: number; skipped: number }>;
  counts(): Promise<{ pending: number; failed: number }>;
  lastSyncAt(): Promise<string | null>;
}

/** The part of the Web Locks API the engine uses (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}
