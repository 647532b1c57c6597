import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../../sync/engine';
import { FakeServer } from '../../../sync/testing/fakeServer';
import type { CardfolioDatabase } from '../database';
import { dexieSyncStore } from '../sync/dexieSyncStore';
import { freshDatabase, outboxCalls } from '../testing/database';
import { createCollection } from './createCollection';
import { getCurrentCollectionId } from './currentCollection';
import { ensureDefaultCollection } from './ensureDefaultCollection';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

describe('ensureDefaultCollection', () => {
  it('creates "Default Collection", current and default, and asks the server to ensure it', async () => {
    db = freshDatabase();
    const row = await ensureDefaultCollection(db);
    expect(row).toMatchObject({
      name: 'Default Collection',
      description: 'Your main MTG collection',
      isDefault: true,
    });
    expect(await getCurrentCollectionId(db)).toBe(row?.id);
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'POST',
        path: '/collections/default',
        body: { name: 'Default Collection', description: 'Your main MTG collection' },
      },
    ]);
  });

  it('does nothing when the user has a collection', async () => {
    db = freshDatabase();
    await createCollection(db, { name: 'Binder' });
    expect(await ensureDefaultCollection(db)).toBeNull();
    expect(await db.collections.count()).toBe(1);
  });

  it('two devices that each made one offline end with the same single collection', async () => {
    const server = new FakeServer();
    const devices = [freshDatabase(), freshDatabase()];
    db = devices[0];
    for (const device of devices) await ensureDefaultCollection(device);
    for (const device of [...devices, ...devices]) {
      await createSyncEngine({ store: dexieSyncStore(device), transport: server }).sync();
    }
    expect(server.rows('collections')).toHaveLength(1);
    const [only] = server.rows('collections');
    for (const device of devices) {
      expect((await device.collections.toArray()).map((c) => c.id)).toEqual([only.id]);
      expect(await getCurrentCollectionId(device)).toBe(only.id);
    }
    await devices[1].delete();
  });
});
