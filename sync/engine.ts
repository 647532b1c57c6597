import type { LockManagerLike, SyncStore, SyncTransport } from './ports';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import { createStatusPublisher, type StatusPublisher, type SyncPhase } from './status';

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  /** navigator.locks where present: one flush at a time across tabs and the service worker. */
  locks?: LockManagerLike | null;
  /** Per user, so two accounts on one device never wait on each other. */
  lockName?: string;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** The browser's "definitely offline" signal: a scheduled retry waits for `online` instead. */
  isOnline?: () => boolean;
  clearTimer?: (timer: unknown) => void;
}

export interface SyncEngine {
  status: StatusPublisher;
  /**
   * Pushes the outbox, then pulls. One run at a time: a call while a run is going makes one more run
   * after it (so a change made meanwhile is not left waiting) and resolves when that one ends.
   */
  sync(): Promise<void>;
  /**
   * Like sync(), without waiting out the backoff: for the `online` event and the user's "Sync now",
   * when the reason for the waits has just gone away.
   */
  retryNow(): Promise<void>;
  /** Re-reads the outbox counts into the status (after a local change). */
  refreshCounts(): Promise<void>;
  /** For sign-out: cancels a scheduled retry and refuses further runs; a run in progress finishes. */
  stop(): void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const lockName = options.lockName ?? 'cardfolio-sync';
  const status = createStatusPublisher();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retryTimer: unknown = null;

  async function refreshCounts() {
    const { pending, failed } = await store.counts();
    status.update({ pendingCount: pending, failedCount: failed });
  }

  function scheduleRetry(at: number) {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = setTimer(
      () => {
        retryTimer = null;
        if (!stopped && (options.isOnline?.() ?? true)) void sync();
      },
      Math.max(0, at - now()),
    );
  }

  async function runOnce() {
    status.update({ phase: 'syncing' });
    await store.releaseInflight();
    const push = await pushOutbox(store, transport, { now, random });
    await refreshCounts();
    if (push.kind === 'signed-out') return finish('signed-out', 'Sign in again to sync your changes');
    if (push.kind === 'backoff') {
      scheduleRetry(push.until);
      status.update({ nextRetryAt: push.until });
      if (push.offline) return finish('offline', push.reason);
    } else {
      status.update({ nextRetryAt: null });
    }
    const pull = await pullChanges(store, transport, (progress) => status.update({ pull: progress }));
    status.update({ pull: null, lastSyncAt: await store.lastSyncAt() });
    if (pull.kind === 'signed-out') return finish('signed-out', 'Sign in again to sync your changes');
    if (pull.kind === 'failed') return finish(pull.offline ? 'offline' : 'failing', pull.reason);
    if (push.kind === 'backoff') return finish('failing', push.reason);
    return finish(status.get().failedCount > 0 ? 'failing' : 'idle', null);
  }

  function finish(phase: SyncPhase, lastError: string | null) {
    status.update({ phase, lastError });
  }

  async function runLocked() {
    if (options.locks) await options.locks.request(lockName, runOnce);
    else await runOnce();
  }

  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runLocked();
        } catch (error) {
          finish('failing', error instanceof Error ? error.message : String(error));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function retryNow() {
    if (stopped) return;
    await store.clearBackoff();
    await sync();
  }

  return {
    status,
    sync,
    retryNow,
    refreshCounts,
    stop() {
      stopped = true;
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}
