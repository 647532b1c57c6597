import { liveQuery } from 'dexie';
import { createSyncEngine, type SyncEngine } from '../../../sync/engine';
import { type LeaderLockManager, runWhileLeader } from '../../../sync/leader';
import type { LockManagerLike, SyncTransport } from '../../../sync/ports';
import { type SyncTriggers, startSyncTriggers, type TriggerEnvironment } from '../../../sync/scheduler';
import { shareStatusAcrossTabs, type TabChannel } from '../../../sync/statusChannel';
import type { CardfolioDatabase } from '../database';
import { dexieSyncStore } from './dexieSyncStore';
import { syncLeaderLockName, syncLockName, syncStatusChannelName } from './syncLockName';

export interface StartSyncOptions {
  db: CardfolioDatabase;
  /** src/api's client (ApiClient satisfies SyncTransport). */
  transport: SyncTransport;
  /** Defaults to the page's window, document and navigator. */
  env?: TriggerEnvironment;
  /** Defaults to navigator.locks where the browser has it. */
  locks?: LockManagerLike | null;
  /** Elects the one tab that syncs; defaults to navigator.locks (null: this tab leads alone). */
  leaderLocks?: LeaderLockManager | null;
  /** Where the leading tab posts its status to the others; defaults to a BroadcastChannel. */
  statusChannel?: (TabChannel & { close(): void }) | null;
  /** More work only the leading tab does (the catalogue update); answers the function that ends it. */
  whileLeader?: () => () => void;
  /** Trigger timings (tests shorten them). */
  timing?: { intervalMs?: number; changeDelayMs?: number };
  /** Called on every local change as well: the page asks for Background Sync there. */
  onLocalChange?: () => void;
}

export interface RunningSync {
  engine: SyncEngine;
  /** True while this tab is the one that syncs. */
  isLeader(): boolean;
  stop(): void;
}

function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? { request: async (name, callback) => await locks.request(name, callback) } : null;
}

function browserLeaderLocks(): LeaderLockManager | null {
  return typeof navigator === 'undefined' ? null : (navigator.locks ?? null);
}

function browserStatusChannel(name: string): (TabChannel & { close(): void }) | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
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
 * With several tabs open, only the leading one (sync/leader.ts) runs the triggers: the outbox is
 * shared, so it sends what every tab wrote, once; the others show its status and their own counts.
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
  let triggers: SyncTriggers | null = null;
  const leadership = runWhileLeader(
    options.leaderLocks === undefined ? browserLeaderLocks() : options.leaderLocks,
    syncLeaderLockName(db),
    () => {
      const leading = startSyncTriggers(engine, env, options.timing);
      const stopMore = options.whileLeader?.() ?? (() => {});
      triggers = leading;
      return () => {
        triggers = null;
        leading.stop();
        stopMore();
      };
    },
    // A tab the browser freezes hands the lead over (sync/leader.ts).
    env.document ?? null,
  );
  const channel =
    options.statusChannel === undefined
      ? browserStatusChannel(syncStatusChannelName(db))
      : options.statusChannel;
  const stopSharing = channel ? shareStatusAcrossTabs(engine.status, channel, leadership.isLeader) : () => {};
  void engine.refreshCounts();
  let seen: { lastSeq: number; pending: number } | null = null;
  const subscription = liveQuery(async () => ({
    lastSeq: ((await db.outbox.orderBy('seq').lastKey()) as number | undefined) ?? 0,
    pending: await db.outbox.where('state').equals('pending').count(),
  })).subscribe({
    next(now) {
      if (seen !== null && (now.lastSeq > seen.lastSeq || now.pending > seen.pending)) {
        if (triggers) triggers.localChange();
        else void engine.refreshCounts();
        options.onLocalChange?.();
      }
      seen = { lastSeq: Math.max(now.lastSeq, seen?.lastSeq ?? 0), pending: now.pending };
    },
  });
  return {
    engine,
    isLeader: leadership.isLeader,
    stop() {
      subscription.unsubscribe();
      leadership.stop();
      stopSharing();
      channel?.close();
      engine.stop();
    },
  };
}
