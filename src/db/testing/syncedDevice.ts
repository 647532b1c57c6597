import { afterEach } from 'vitest';
import { createSyncEngine } from '../../../sync/engine';
import type { SyncTransport } from '../../../sync/ports';
import type { CardfolioDatabase } from '../database';
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

/** `deviceSyncingWith` for a test file: every device it makes is deleted after each test. */
export function devicesDeletedAfterEach() {
  const made: CardfolioDatabase[] = [];
  afterEach(async () => {
    for (const db of made.splice(0)) await db.delete();
  });
  return (transport: SyncTransport, clock?: { now: number }) => {
    const device = deviceSyncingWith(transport, clock);
    made.push(device.db);
    return device;
  };
}
