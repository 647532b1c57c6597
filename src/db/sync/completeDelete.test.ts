import { afterEach, describe, expect, it } from 'vitest';
import { deleteCollection } from '../collections/deleteCollection';
import { freshDatabase } from '../testing';
import { dexieSyncStore } from './dexieSyncStore';

const db = freshDatabase();
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
