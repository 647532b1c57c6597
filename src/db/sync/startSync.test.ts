import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { createCollection } from '../collections/createCollection';
import { editCollection } from '../collections/editCollection';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { type RunningSync, startSync } from './startSync';

let db: CardfolioDatabase;
let running: RunningSync | undefined;
afterEach(async () => {
  running?.stop();
  await db?.delete();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('startSync', () => {
  it('syncs at start and shortly after each local change, and stops on request', async () => {
    db = freshDatabase();
    const server = new FakeServer();
    await createCollection(db, { name: 'Before start' });
    running = startSync({
      db,
      transport: server,
      locks: null,
      env: { events: new EventTarget(), isOnline: () => true },
      timing: { changeDelayMs: 30, intervalMs: 60_000 },
    });
    await until(() => server.rows('collections').length === 1);
    await until(() => running?.engine.status.get().phase === 'idle');

    await createCollection(db, { name: 'After start' });
    await until(() => server.rows('collections').length === 2);
    await until(async () => (await db.outbox.count()) === 0);

    running.stop();
    await editCollection(db, (await db.collections.toArray())[0].id, { name: 'While stopped' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.rows('collections').map((c) => c.name)).not.toContain('While stopped');
    expect(await db.outbox.count()).toBe(1);
  });
});
