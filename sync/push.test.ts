import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from '../src/db/collections/createCollection';
import { listCollections } from '../src/db/collections/queries';
import type { CardfolioDatabase } from '../src/db/database';
import { newTempId } from '../src/db/ids';
import { mutator } from '../src/db/outbox/mutator';
import { dexieSyncStore } from '../src/db/sync/dexieSyncStore';
import { freshDatabase } from '../src/db/testing';
import { pushOutbox } from './push';
import { FakeServer } from './testing/fakeServer';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

function device(batchSize = 100) {
  const db = freshDatabase();
  databases.push(db);
  const server = new FakeServer();
  const push = () =>
    pushOutbox(dexieSyncStore(db), server, { now: () => 1_000, random: () => 0.5, batchSize });
  const batches = () =>
    server.calls
      .filter((c) => c.path === '/sync/push')
      .map((c) => (c.body as { mutations: { path: string }[] }).mutations.map((m) => m.path));
  return { db, server, push, batches };
}

async function addCard(db: CardfolioDatabase, collectionId: string, name: string) {
  const id = newTempId();
  await mutator(db, ['cards'], async ({ enqueue }) => {
    await db.cards.add({ id, collectionId, name } as never);
    await enqueue({
      entity: 'cards',
      recordId: id,
      op: 'create',
      method: 'POST',
      path: '/cards',
      body: { collectionId, name },
      parentIds: [collectionId],
    });
  });
}

describe('pushOutbox in batches', () => {
  it('sends many entries per call, at most batchSize', async () => {
    const { db, push, batches } = device(2);
    for (const name of ['A', 'B', 'C', 'D', 'E']) await createCollection(db, { name });
    expect(await push()).toEqual({ kind: 'drained', sent: 5 });
    expect(batches().map((b) => b.length)).toEqual([2, 2, 1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('ends a batch before an entry naming a record the same batch creates', async () => {
    const { db, server, push, batches } = device();
    const binder = await createCollection(db, { name: 'Binder' });
    await addCard(db, binder.id, 'Lightning Bolt');
    await addCard(db, binder.id, 'Counterspell');
    await push();
    expect(batches()).toEqual([['/collections'], ['/cards', '/cards']]);
    expect(server.rows('cards').map((c) => c.collectionId)).toEqual(['real-1', 'real-1']);
  });

  it('a 5xx inside a batch keeps what came before, backs off that entry and leaves the rest unsent', async () => {
    const { db, server, push } = device();
    for (const name of ['A', 'Crash', 'C']) await createCollection(db, { name });
    server.crashNames.add('Crash');
    const result = await push();
    expect(result).toMatchObject({ kind: 'backoff', reason: 'HTTP 500', offline: false });
    expect(server.rows('collections').map((c) => c.name)).toEqual(['A']);
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [(e.body as { name: string }).name, e.state, e.attempts])).toEqual([
      ['Crash', 'pending', 1],
      ['C', 'pending', 1],
    ]);
    expect(left[0].nextAttemptAt).toBeGreaterThan(1_000);
    expect(left[1].nextAttemptAt).toBeUndefined();
    expect((await listCollections(db)).find((c) => c.name === 'A')?.id).toBe('real-1');
  });

  it('falls back to the head entry alone when the batch is refused as a whole', async () => {
    const { db, server, push } = device();
    for (const name of ['A', 'B']) await createCollection(db, { name });
    server.faults.push('refuse-batch');
    expect(await push()).toEqual({ kind: 'drained', sent: 3 });
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/sync/push',
      '/collections',
      '/sync/push',
    ]);
    expect(server.rows('collections').map((c) => c.name)).toEqual(['A', 'B']);
  });
});
