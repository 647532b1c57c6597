import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCollection } from '../collections/deleteCollection';
import { freshDatabase } from '../testing/database';
import { dexieSyncStore } from './dexieSyncStore';

let db = freshDatabase();
beforeEach(() => {
  db = freshDatabase();
});
afterEach(() => db.delete());

describe('completing a DELETE', () => {
  it('removes the row even when a pull stored it while the DELETE waited', async () => {
    // Soak seed 1993000189 case 1889: a create's answer was lost, a pull stored the server's row under
    // its real id, and the tombstone was skipped while the DELETE waited.
    const row = {
      id: 'real-c',
      name: 'Binder',
      description: '',
      isDefault: true,
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '2026-11-23T00:00:00.000Z',
    };
    await db.collections.add(row);
    await deleteCollection(db, 'real-c');
    const [entry] = await db.outbox.toArray();
    await db.collections.add(row); // the pull, storing the server's row again
    await dexieSyncStore(db).completeEntries([{ entry, data: { id: 'real-c' }, gone: false }]);
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('completing a resent transaction delete', () => {
  it('moves the pull cursor back, so the copies it restored come again as the server has them', async () => {
    // Soak seed 228986647 case 377: the delete of a transaction restores copies; a pull skipped their
    // rows while the resent DELETE waited, and nothing brought them back after it was answered.
    await db.meta.put({ key: 'syncCursor', value: 10 });
    const seq = await db.outbox.add({
      mutationId: 'm1',
      method: 'DELETE',
      path: '/transactions/real-t',
      body: null,
      createdAt: '2026-11-23T00:00:00.000Z',
      attempts: 2,
      state: 'inflight',
      sentAtCursor: 3,
      entity: 'transactions',
      recordId: 'real-t',
      op: 'delete',
      records: [
        { entity: 'transactions', id: 'real-t', op: 'delete' },
        { entity: 'cards', id: 'real-k', op: 'update' },
      ],
      recordIds: ['real-t', 'real-k'],
      tempRefs: [],
      namedTempIds: [],
    } as never);
    const entry = await db.outbox.get(seq);
    await dexieSyncStore(db).completeEntries([
      { entry: entry as never, data: { id: 'real-t' }, gone: false },
    ]);
    expect((await db.meta.get('syncCursor'))?.value).toBe(3);
  });
});
