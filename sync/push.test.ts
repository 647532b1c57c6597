import { describe, expect, it } from 'vitest';
import { createCollection } from '../src/db/collections/createCollection';
import { listCollections } from '../src/db/collections/queries';
import { dexieSyncStore } from '../src/db/sync/dexieSyncStore';
import { addBareCard, testDatabase } from '../src/db/testing/localRecords';
import { saveTransaction } from '../src/db/transactions/saveTransaction';
import { PUSH_BATCH_RECORDS } from '../src/domain/schemas/sync';
import { makeItem } from '../src/domain/testing/factories';
import { pushOutbox } from './push';
import { FakeServer } from './testing/fakeServer';

function device(batchSize = 100) {
  const db = testDatabase();
  const server = new FakeServer();
  const push = () =>
    pushOutbox(dexieSyncStore(db), server, { now: () => 1_000, random: () => 0.5, batchSize });
  const batches = () =>
    server.calls
      .filter((c) => c.path === '/sync/push')
      .map((c) => (c.body as { mutations: { path: string }[] }).mutations.map((m) => m.path));
  return { db, server, push, batches };
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
    await addBareCard(db, binder.id, 'Lightning Bolt');
    await addBareCard(db, binder.id, 'Counterspell');
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

  it('ends a batch once its entries touch PUSH_BATCH_RECORDS records: a transaction counts each card it writes', async () => {
    const { db, server, push, batches } = device();
    const binder = await createCollection(db, { name: 'Binder' });
    await push();
    const collectionId = (await listCollections(db))[0].id;
    const lines = Array.from({ length: 9 }, (_, index) => makeItem({ name: `Card ${index}` }));
    // 25 purchases of 9 cards: 10 records each, so 20 of them fill a batch.
    for (let index = 0; index < 25; index++) {
      await saveTransaction(db, { collectionId, type: 'purchase', date: '2026-11-20', items: lines });
    }
    expect(await push()).toEqual({ kind: 'drained', sent: 25 });
    expect(
      batches()
        .slice(1)
        .map((b) => b.length),
    ).toEqual([PUSH_BATCH_RECORDS / 10, 25 - PUSH_BATCH_RECORDS / 10]);
    expect(server.rows('transactions')).toHaveLength(25);
    expect(binder.id).not.toBe(collectionId);
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
