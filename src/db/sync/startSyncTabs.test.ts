import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLockManager } from '../../../sync/testing/fakeLocks';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { scaled } from '../../../tests/setup/slowness';
import { createCollection } from '../collections/createCollection';
import { CardfolioDatabase } from '../database';
import { type RunningSync, startSync } from './startSync';

const running: RunningSync[] = [];
const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const tab of running.splice(0)) tab.stop();
  for (const db of databases.splice(0)) db.close();
});

/** A tab of the app: its own connection to the shared database, its own engine, the one lock manager. */
function openTab(
  name: string,
  server: FakeServer,
  locks: FakeLockManager,
  extra: { leading: string[] },
  label: string,
) {
  const db = new CardfolioDatabase(name);
  databases.push(db);
  const tab = startSync({
    db,
    transport: server,
    locks: null,
    leaderLocks: locks,
    env: { events: new EventTarget(), isOnline: () => true },
    timing: { changeDelayMs: 20, intervalMs: 60_000 },
    whileLeader: () => {
      extra.leading.push(label);
      return () => extra.leading.splice(extra.leading.indexOf(label), 1);
    },
  });
  running.push(tab);
  return { db, tab };
}

describe('startSync in several tabs', () => {
  it('lets one tab sync what every tab wrote, once, and hands over when that tab goes', async () => {
    const name = `tabs-${crypto.randomUUID()}`;
    const server = new FakeServer();
    const locks = new FakeLockManager();
    const state = { leading: [] as string[] };
    const first = openTab(name, server, locks, state, 'first');
    const second = openTab(name, server, locks, state, 'second');
    await vi.waitFor(() => expect(state.leading).toEqual(['first']));
    expect([first.tab.isLeader(), second.tab.isLeader()]).toEqual([true, false]);

    await createCollection(first.db, { name: 'From the first tab' });
    await createCollection(second.db, { name: 'From the second tab' });
    await vi.waitFor(async () => expect(await second.db.outbox.count()).toBe(0), { timeout: scaled(5_000) });
    expect(
      server
        .rows('collections')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['From the first tab', 'From the second tab']);
    expect(server.mutations).toHaveLength(2);
    // The second tab never ran a sync, yet shows the leader's.
    await vi.waitFor(() => expect(second.tab.engine.status.get().lastSyncAt).not.toBeNull());

    first.tab.stop();
    await vi.waitFor(() => expect(state.leading).toEqual(['second']));
    await createCollection(second.db, { name: 'After the first tab closed' });
    await vi.waitFor(() => expect(server.rows('collections')).toHaveLength(3), { timeout: scaled(5_000) });
    expect(server.mutations).toHaveLength(3);
  });
});
