import { afterEach, describe, expect, it } from 'vitest';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import { freshDatabase, outboxCalls } from '../testing/database';
import { createCollection } from './createCollection';
import { getCurrentCollectionId, setCurrentCollection, settleCurrentCollection } from './currentCollection';
import { deleteCollection } from './deleteCollection';
import { editCollection } from './editCollection';
import { listCollections } from './queries';
import { setDefaultCollection } from './setDefaultCollection';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const stamp = '2024-05-01T10:00:00.000Z';
const synced = (id: string, name: string, isDefault = false) => ({
  id,
  name,
  description: '',
  isDefault,
  createdAt: stamp,
  updatedAt: stamp,
});

describe('createCollection', () => {
  it('stores a trimmed temp-id row, queues POST /collections, and makes the first one default and current', async () => {
    db = freshDatabase();
    const row = await createCollection(db, { name: '  Modern  ', description: ' staples ' });
    expect(row).toMatchObject({ name: 'Modern', description: 'staples', isDefault: true });
    expect(row.id).toMatch(/^temp-[0-9a-f-]{36}$/);
    expect(await db.collections.get(row.id)).toEqual(row);
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/collections', body: { name: 'Modern', description: 'staples' } },
    ]);
    expect(await getCurrentCollectionId(db)).toBe(row.id);
  });

  it('is not default when a default exists, and leaves the current collection alone', async () => {
    db = freshDatabase();
    const first = await createCollection(db, { name: 'A' });
    const second = await createCollection(db, { name: 'B' });
    expect(second.isDefault).toBe(false);
    expect(await getCurrentCollectionId(db)).toBe(first.id);
  });

  it('refuses a blank name with a clear message and writes nothing', async () => {
    db = freshDatabase();
    const refusal = createCollection(db, { name: '   ' });
    await expect(refusal).rejects.toBeInstanceOf(InputError);
    await expect(refusal).rejects.toMatchObject({
      message: 'Collection name is required',
      fields: { name: 'Collection name is required' },
    });
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('editCollection', () => {
  it('merges into the unsent create: still one POST, with the new name', async () => {
    db = freshDatabase();
    const row = await createCollection(db, { name: 'Draft', description: 'keep me' });
    const edited = await editCollection(db, row.id, { name: 'Final' });
    expect(edited).toMatchObject({ name: 'Final', description: 'keep me' });
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/collections', body: { name: 'Final', description: 'keep me' } },
    ]);
  });

  it('queues a partial PUT with only the changed fields for a synced collection', async () => {
    db = freshDatabase();
    await db.collections.add(synced('real-1', 'Old'));
    await editCollection(db, 'real-1', { name: 'New', description: '' });
    expect(await outboxCalls(db)).toEqual([
      { method: 'PUT', path: '/collections/real-1', body: { name: 'New' } },
    ]);
    const row = await db.collections.get('real-1');
    expect(row?.name).toBe('New');
    expect(row?.updatedAt).not.toBe(stamp);
  });

  it('queues nothing when nothing changes, and refuses an unknown id or a blank name', async () => {
    db = freshDatabase();
    await db.collections.add(synced('real-1', 'Same'));
    await editCollection(db, 'real-1', { name: 'Same ' });
    expect(await db.outbox.count()).toBe(0);
    await expect(editCollection(db, 'nope', { name: 'x' })).rejects.toThrow(RecordNotFoundError);
    await expect(editCollection(db, 'real-1', { name: '' })).rejects.toThrow('Collection name is required');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('deleteCollection', () => {
  async function seedSyncedCollectionWithChildren() {
    await db.collections.bulkAdd([synced('real-1', 'Main', true), synced('real-2', 'Other')]);
    const card = { id: 'card-1', collectionId: 'real-1' } as never;
    await db.cards.bulkAdd([card, { id: 'card-2', collectionId: 'real-2' } as never]);
    await db.sealedProducts.add({ id: 'sp-1', collectionId: 'real-1', definitionId: 'd' } as never);
    await db.marketPrices.add({
      id: 'mp-1',
      collectionId: 'real-1',
      productType: 'card',
      productKey: 'k',
    } as never);
    await db.transactions.bulkAdd([
      { id: 'tx-1', collectionId: 'real-1', type: 'purchase', items: [] } as never,
      { id: 'tx-2', collectionId: 'real-2', type: 'sale', items: [] } as never,
    ]);
  }

  it('deletes the rows and their children locally and queues one DELETE', async () => {
    db = freshDatabase();
    await seedSyncedCollectionWithChildren();
    await deleteCollection(db, 'real-2');
    expect(await db.collections.toCollection().primaryKeys()).toEqual(['real-1']);
    expect(await db.cards.toCollection().primaryKeys()).toEqual(['card-1']);
    expect(await db.transactions.toCollection().primaryKeys()).toEqual(['tx-1']);
    expect(await outboxCalls(db)).toEqual([{ method: 'DELETE', path: '/collections/real-2', body: null }]);
    await deleteCollection(db, 'real-1');
    expect(await db.collections.count()).toBe(0);
    expect(await db.cards.count()).toBe(0);
    expect(await db.sealedProducts.count()).toBe(0);
    expect(await db.marketPrices.count()).toBe(0);
    // The server deletes a collection's transactions with it; the device must not keep them.
    expect(await db.transactions.count()).toBe(0);
  });

  it('makes the oldest remaining collection the default when the default goes, and tells the server', async () => {
    db = freshDatabase();
    await db.collections.bulkAdd([
      synced('real-1', 'Main', true),
      { ...synced('real-3', 'Newer'), createdAt: '2024-06-01T10:00:00.000Z' },
      synced('real-2', 'Other'),
    ]);
    await deleteCollection(db, 'real-1');
    const rows = await listCollections(db);
    expect(rows.map((r) => [r.id, r.isDefault])).toEqual([
      ['real-3', false],
      ['real-2', true],
    ]);
    expect(await outboxCalls(db)).toEqual([
      { method: 'DELETE', path: '/collections/real-1', body: null },
      { method: 'PUT', path: '/collections/real-2/set-default', body: null },
    ]);
  });

  it('leaves no call at all for a collection that never reached the server, with its children', async () => {
    db = freshDatabase();
    const row = await createCollection(db, { name: 'Scratch' });
    await mutator(db, ['cards'], async () => {
      await db.cards.add({ id: 'temp-card', collectionId: row.id } as never);
      await commit(
        db,
        { writes: [], records: [{ entity: 'cards', id: 'temp-card', op: 'create' }] },
        {
          method: 'POST',
          path: '/cards',
          body: { collectionId: row.id },
          parentIds: [row.id],
        },
      );
    });
    await deleteCollection(db, row.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.collections.count()).toBe(0);
    expect(await db.cards.count()).toBe(0);
  });

  it('switches the current collection to the default, or to none', async () => {
    db = freshDatabase();
    await seedSyncedCollectionWithChildren();
    await setCurrentCollection(db, 'real-2');
    await deleteCollection(db, 'real-2');
    expect(await getCurrentCollectionId(db)).toBe('real-1');
    await deleteCollection(db, 'real-1');
    expect(await getCurrentCollectionId(db)).toBeNull();
  });

  it('refuses an unknown id', async () => {
    db = freshDatabase();
    await expect(deleteCollection(db, 'nope')).rejects.toThrow('Collection not found');
  });
});

describe('setDefaultCollection', () => {
  it('marks only that collection and queues the set-default call', async () => {
    db = freshDatabase();
    await db.collections.bulkAdd([synced('a', 'A', true), synced('b', 'B'), synced('c', 'C')]);
    await setDefaultCollection(db, 'b');
    const rows = await listCollections(db);
    expect(rows.map((r) => [r.id, r.isDefault])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(await outboxCalls(db)).toEqual([
      { method: 'PUT', path: '/collections/b/set-default', body: null },
    ]);
    await setDefaultCollection(db, 'b');
    expect(await db.outbox.count()).toBe(1);
  });

  it('follows a temp id the sync has re-keyed since the screen read it (the account page’s picker)', async () => {
    db = freshDatabase();
    await db.collections.bulkAdd([synced('a', 'A', true), synced('real-b', 'Trade binder')]);
    await db.idMap.put({ tempId: 'temp-b', realId: 'real-b', entity: 'collections', mappedAt: stamp });
    await setDefaultCollection(db, 'temp-b');
    expect((await listCollections(db)).filter((row) => row.isDefault).map((row) => row.id)).toEqual([
      'real-b',
    ]);
    expect(await outboxCalls(db)).toEqual([
      { method: 'PUT', path: '/collections/real-b/set-default', body: null },
    ]);
  });
});

describe('a collection the sync re-keyed since the screen read it', () => {
  const rekeyed = async () => {
    db = freshDatabase();
    await db.collections.bulkAdd([synced('a', 'A', true), synced('real-b', 'Trade binder')]);
    await db.idMap.put({ tempId: 'temp-b', realId: 'real-b', entity: 'collections', mappedAt: stamp });
  };

  it('is renamed under its real id', async () => {
    await rekeyed();
    await editCollection(db, 'temp-b', { name: 'Trades' });
    expect((await db.collections.get('real-b'))?.name).toBe('Trades');
    expect(await outboxCalls(db)).toEqual([
      { method: 'PUT', path: '/collections/real-b', body: { name: 'Trades' } },
    ]);
  });

  it('is deleted under its real id', async () => {
    await rekeyed();
    await deleteCollection(db, 'temp-b');
    expect((await listCollections(db)).map((row) => row.id)).toEqual(['a']);
    expect(await outboxCalls(db)).toEqual([{ method: 'DELETE', path: '/collections/real-b', body: null }]);
  });
});

describe('current collection', () => {
  it('settles on the default, else the first by name, and keeps a valid choice', async () => {
    db = freshDatabase();
    expect(await settleCurrentCollection(db)).toBeNull();
    await db.collections.bulkAdd([synced('z', 'Zed'), synced('a', 'alpha')]);
    expect(await settleCurrentCollection(db)).toBe('a');
    await db.collections.put(synced('z', 'Zed', true));
    expect(await settleCurrentCollection(db)).toBe('a');
    await db.meta.put({ key: 'currentCollectionId', value: 'gone' });
    expect(await getCurrentCollectionId(db)).toBeNull();
    expect(await settleCurrentCollection(db)).toBe('z');
  });

  it('refuses to select a collection that does not exist', async () => {
    db = freshDatabase();
    await expect(setCurrentCollection(db, 'missing')).rejects.toThrow('Collection not found');
  });
});
