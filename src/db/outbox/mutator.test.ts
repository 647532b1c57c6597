import { afterEach, describe, expect, it } from 'vitest';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { mutator } from './mutator';
import { entriesMentioning } from './queries';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const collection = (id: string) => ({
  id,
  name: 'Binder',
  description: '',
  isDefault: false,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
});

describe('mutator', () => {
  it('stores the rows and the outbox entry together', async () => {
    db = freshDatabase();
    await mutator(db, ['collections'], async () => {
      await db.collections.add(collection('c1'));
      await commit(
        db,
        { writes: [], records: [{ entity: 'collections', id: 'c1', op: 'update' }] },
        {
          method: 'PUT',
          path: '/collections/c1',
          body: { name: 'Binder' },
        },
      );
    });
    expect(await db.collections.count()).toBe(1);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', attempts: 0, recordIds: ['c1'], tempRefs: [] });
    expect(entry.mutationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rolls the row write back when the outbox write fails', async () => {
    db = freshDatabase();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(
      mutator(db, ['collections'], async () => {
        await db.collections.add(collection('c1'));
        await commit(
          db,
          { writes: [], records: [{ entity: 'collections', id: 'c1', op: 'create' }] },
          {
            method: 'POST',
            path: '/collections',
            body: {},
          },
        );
      }),
    ).rejects.toThrow('disk full');
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls the outbox entry back when the use case fails after enqueueing', async () => {
    db = freshDatabase();
    await expect(
      mutator(db, ['collections'], async () => {
        await commit(
          db,
          { writes: [], records: [{ entity: 'collections', id: 'c1', op: 'create' }] },
          {
            method: 'POST',
            path: '/collections',
            body: {},
          },
        );
        await db.collections.add(collection('c1'));
        await db.collections.add(collection('c1'));
      }),
    ).rejects.toThrow();
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses to write a table the use case did not name', async () => {
    db = freshDatabase();
    await expect(
      mutator(db, ['collections'], async () => {
        await db.cards.clear();
      }),
    ).rejects.toThrow();
  });

  it('indexes the temp ids an entry mentions', async () => {
    db = freshDatabase();
    const temp = 'temp-aaaaaaaa-0000-4000-8000-000000000000';
    await mutator(db, [], () =>
      commit(
        db,
        { writes: [], records: [{ entity: 'cards', id: 'temp-k', op: 'create' }] },
        {
          method: 'POST',
          path: '/cards',
          body: { collectionId: temp },
          parentIds: [temp],
        },
      ),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry.tempRefs.sort()).toEqual(['temp-k', temp].sort());
    // Its own record is found through recordIds, so namedTempIds indexes only what it names beyond it.
    expect(entry.namedTempIds).toEqual([temp]);
    expect(await db.outbox.where('namedTempIds').equals(temp).count()).toBe(1);
    expect(await db.outbox.where('namedTempIds').equals('temp-k').count()).toBe(0);
    expect((await entriesMentioning(db, [temp])).map((e) => e.seq)).toEqual([entry.seq]);
    expect((await entriesMentioning(db, ['temp-k'])).map((e) => e.seq)).toEqual([entry.seq]);
    // More ids than entries: one scan of the outbox, through the same two fields.
    expect((await entriesMentioning(db, [temp, 'temp-k', 'temp-x'])).map((e) => e.seq)).toEqual([entry.seq]);
    expect(await entriesMentioning(db, ['temp-x', 'temp-y'])).toEqual([]);
    expect(await db.outbox.where('parentIds').equals(temp).count()).toBe(1);
  });
});
