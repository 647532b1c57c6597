import { liveQuery } from 'dexie';
import { createSyncEngine, type SyncEngine } from '../../../sync/engine';
import type { LockManagerLike, SyncTransport } from '../../../sync/ports';
import { startSyncTriggers, type TriggerEnvironment } from '../../../sync/scheduler';
import type { CardfolioDatabase } from '../database';
import { dexieSyncStore } from './dexieSyncStore';
import { syncLockName } from './syncLockName';

export interface StartSyncOptions {
  db: CardfolioDatabase;
  /** src/api's client (ApiClient satisfies SyncTransport). */
  transport: SyncTransport;
  /** Defaults to the page's window, document and navigator. */
  env?: TriggerEnvironment;
  /** Defaults to navigator.locks where the browser has it. */
  locks?: LockManagerLike | null;
  /** Trigger timings (tests shorten them). */
  timing?: { intervalMs?: number; changeDelayMs?: number };
  /** Called on every local change as well: the page asks for Background Sync there. */
  onLocalChange?: () => void;
}

export interface RunningSync {
  engine: SyncEngine;
  stop(): void;
}

function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? { request: async (name, callback) => await locks.request(name, callback) } : null;
}

function browserEnvironment(): TriggerEnvironment {
  return {
    events: typeof window === 'undefined' ? undefined : window,
    document: typeof document === 'undefined' ? undefined : document,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  };
}

/**
 * Starts syncing the signed-in user's database: the engine under a per-database Web Lock, its
 * triggers, and a watch on the outbox that counts as a local change whenever an entry is added or
 * goes back to pending (a fix merged into a parked one). Stop it on sign-out; the outbox stays.
 */
export function startSync(options: StartSyncOptions): RunningSync {
  const { db } = options;
  const env = options.env ?? browserEnvironment();
  const engine = createSyncEngine({
    store: dexieSyncStore(db),
    transport: options.transport,
    locks: options.locks === undefined ? browserLocks() : options.locks,
    lockName: syncLockName(db),
    isOnline: env.isOnline,
  });
  const triggers = startSyncTriggers(engine, env, options.timing);
  let seen: { lastSeq: number; pending: number } | null = null;
  const subscription = liveQuery(async () => ({
    lastSeq: ((await db.outbox.orderBy('seq').lastKey()) as number | undefined) ?? 0,
    pending: await db.outbox.where('state').equals('pending').count(),
  })).subscribe({
    next(now) {
      if (seen !== null && (now.lastSeq > seen.lastSeq || now.pending > seen.pending)) {
        triggers.localChange();
        options.onLocalChange?.();
      }
      seen = { lastSeq: Math.max(now.lastSeq, seen?.lastSeq ?? 0), pending: now.pending };
    },
  });
  return {
    engine,
    stop() {
      subscription.unsubscribe();
      triggers.stop();
      engine.stop();
    },
  };
}
