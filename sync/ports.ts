import type { ChangesPage, SyncEntity } from '../src/domain/schemas';

export type SyncMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  entity: SyncEntity;
  recordId: string;
  op: 'create' | 'update' | 'delete';
  state: 'pending' | 'inflight' | 'failed';
  attempts: number;
  nextAttemptAt?: number;
  parentIds?: string[];
  tempRefs: string[];
}

/** The device side of sync; src/db/sync/dexieSyncStore.ts implements it on the user's database. */
export interface SyncStore {
  /** Entries left in flight by a flusher that died (reload, closed tab) go back to pending. */
  releaseInflight(): Promise<void>;
  /** The first entry that may go now, or null when none (parked ones and those waiting on them skipped). */
  nextEntry(): Promise<QueueEntry | null>;
  /** Marks the entry in flight and counts the attempt; null when it vanished meanwhile. */
  beginAttempt(seq: number): Promise<QueueEntry | null>;
  /** temp id → real id for the given temp ids that have been answered. */
  resolveTempIds(tempIds: readonly string[]): Promise<Record<string, string>>;
  /** The server has the change: remove the entry, reconcile ids, store the answered record. */
  completeEntry(entry: QueueEntry, data: unknown, gone: boolean): Promise<void>;
  retryLater(seq: number, notBefore: number, reason: string): Promise<void>;
  /** Back to pending without counting against it (the session paused sync). */
  releaseEntry(seq: number): Promise<void>;
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
