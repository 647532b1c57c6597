/**
 * What the header shows (sync issue): synced / N pending / offline / failing, and the last good sync.
 * `phase` is the engine's state; "synced" is `idle` with nothing pending.
 */
export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'failing' | 'signed-out';

export interface PullProgress {
  /** True on the first full pull of a device (cursor 0): worth a progress bar. */
  initial: boolean;
  pages: number;
  received: number;
}

export interface SyncStatus {
  phase: SyncPhase;
  pendingCount: number;
  failedCount: number;
  lastSyncAt: string | null;
  /** Why the last attempt did not reach or satisfy the server. */
  lastError: string | null;
  /** Epoch ms of the next retry when backing off. */
  nextRetryAt: number | null;
  pull: PullProgress | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  phase: 'idle',
  pendingCount: 0,
  failedCount: 0,
  lastSyncAt: null,
  lastError: null,
  nextRetryAt: null,
  pull: null,
};

export type StatusListener = (status: SyncStatus) => void;

export interface StatusPublisher {
  get(): SyncStatus;
  update(patch: Partial<SyncStatus>): void;
  /** Calls `listener` now and on every change; returns the unsubscribe function. */
  subscribe(listener: StatusListener): () => void;
}

const sameStatus = (a: SyncStatus, b: SyncStatus) =>
  (Object.keys(a) as (keyof SyncStatus)[]).every((key) =>
    key === 'pull' ? JSON.stringify(a.pull) === JSON.stringify(b.pull) : a[key] === b[key],
  );

/** A tiny observable (no React): the UI adapts it with useSyncExternalStore, the service worker reads it. */
export function createStatusPublisher(initial: SyncStatus = INITIAL_SYNC_STATUS): StatusPublisher {
  let current = initial;
  const listeners = new Set<StatusListener>();
  return {
    get: () => current,
    update(patch) {
      const next = { ...current, ...patch };
      if (sameStatus(current, next)) return;
      current = next;
      for (const listener of [...listeners]) listener(current);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}
