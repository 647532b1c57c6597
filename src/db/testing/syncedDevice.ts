import { createSyncEngine } from '../../../sync/engine';
import type { SyncTransport } from '../../../sync/ports';
import { dexieSyncStore } from '../sync/dexieSyncStore';
import { freshDatabase } from './database';

/**
 * A device in a unit test: a fresh database and the sync engine talking to `transport` (usually
 * sync/testing/fakeServer), on a clock that moves only when the test moves it, with no timers.
 */
export function deviceSyncingWith(transport: SyncTransport, clock = { now: 1_000_000 }) {
  const db = freshDatabase();
  const engine = createSyncEngine({
    store: dexieSyncStore(db),
    transport,
    now: () => clock.now,
    random: () => 0.5,
    setTimer: () => null,
    clearTimer: () => {},
  });
  return { db, engine, clock };
}
