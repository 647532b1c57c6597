import { createApiClient } from '../../../src/api/apiClient';
import { memoryTokenStore } from '../../../src/api/tokenStore';
import { CardfolioDatabase } from '../../../src/db/database';
import { dexieSyncStore } from '../../../src/db/sync/dexieSyncStore';
import type { TokenPair } from '../../../src/domain/schemas';
import { createSyncEngine, type SyncEngine } from '../../../sync/engine';

/** When a reload hits a flush: once the engine's n-th request went out, or its n-th answer came back. */
export interface ReloadPoint {
  on: 'sent' | 'answered';
  nth: number;
  /** Extra wait before the reload, so it can land inside the Dexie work that follows the event. */
  delayMs: number;
}

export interface SyncDeviceOptions {
  /** Base URL the device talks to (the fault proxy). */
  origin: string;
  tokens: TokenPair;
  /** Seeded: backoff jitter. */
  random: () => number;
  name?: string;
}

export interface SyncDevice {
  readonly name: string;
  /** The current incarnation's database (a reload swaps it). */
  readonly db: CardfolioDatabase;
  readonly engine: SyncEngine;
  /** The device's clock: backoff waits are measured on it, so a test moves time on by hand. */
  advanceClock(ms: number): void;
  sync(): Promise<void>;
  /** Starts a flush and reloads the page at `point` while it runs (or right after it, if it ends first). */
  reloadMidFlush(point: ReloadPoint): Promise<void>;
  reload(): void;
  /** Waits for flushes of dead incarnations whose requests were still on the wire. */
  stragglers(): Promise<void>;
  dispose(): Promise<void>;
}

type Listener = (event: 'sent' | 'answered') => void;

/** Longer than src/api's 10 s request timeout: a flush that outlives it is hung, not slow. */
const STRAGGLER_TIMEOUT_MS = 15_000;

async function settleWithin(flushes: Promise<void>[], ms: number, device: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${device}: a flush of a reloaded page never ended`)), ms);
  });
  try {
    await Promise.race([Promise.all(flushes), hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A device in Node as the app runs it (src/db/sync/startSync.ts), minus the triggers: its own Dexie
 * database, src/api's client with the user's tokens in memory, and the sync engine with no Web Locks.
 * Timers of scheduled retries never fire: the test decides when a device syncs.
 */
export function createSyncDevice(options: SyncDeviceOptions): SyncDevice {
  const name = options.name ?? `sync-device-${crypto.randomUUID()}`;
  // Kept for the device's whole life: a reload keeps its session.
  const tokens = memoryTokenStore(options.tokens);
  let clock = 1_000_000;
  let listener: Listener | null = null;
  const dead: Promise<void>[] = [];

  function incarnation() {
    const db = new CardfolioDatabase(name);
    // Only the live page's exchanges move a reload point; a dead page's requests may still be answered.
    const own: Listener = (event) => {
      if (current.db === db) listener?.(event);
    };
    const tracked: typeof fetch = (input, init) => {
      own('sent');
      return globalThis.fetch(input, init).finally(() => own('answered'));
    };
    const client = createApiClient({ tokens, origin: options.origin, fetch: tracked });
    const engine = createSyncEngine({
      store: dexieSyncStore(db),
      transport: client,
      now: () => clock,
      random: options.random,
      locks: null,
      setTimer: () => null,
      clearTimer: () => {},
    });
    return { db, engine };
  }

  let current: ReturnType<typeof incarnation> = incarnation();

  function reload() {
    // A page reload: the old tab's IndexedDB connection is gone, so its engine's next write fails.
    current.db.close();
    listener = null;
    current = incarnation();
  }

  return {
    name,
    get db() {
      return current.db;
    },
    get engine() {
      return current.engine;
    },
    advanceClock(ms) {
      clock += ms;
    },
    sync: () => current.engine.sync(),
    async reloadMidFlush(point) {
      let seen = 0;
      let reloaded = false;
      const fire = () => {
        if (reloaded) return;
        reloaded = true;
        reload();
      };
      const atPoint = new Promise<void>((resolve) => {
        listener = (event) => {
          if (event !== point.on || ++seen !== point.nth) return;
          listener = null;
          if (point.delayMs === 0) fire();
          setTimeout(() => {
            fire();
            resolve();
          }, point.delayMs);
        };
      });
      const flush = current.engine.sync();
      dead.push(flush);
      await Promise.race([atPoint, flush]);
      fire();
    },
    reload,
    stragglers: () => settleWithin(dead.splice(0), STRAGGLER_TIMEOUT_MS, name),
    async dispose() {
      await settleWithin(dead.splice(0), STRAGGLER_TIMEOUT_MS, name);
      await current.db.delete();
    },
  };
}

/** The id a device's record has now: its temp id until the server's answer re-keyed it. */
export async function currentId(device: SyncDevice, tempId: string): Promise<string> {
  return (await device.db.idMap.get(tempId))?.realId ?? tempId;
}
