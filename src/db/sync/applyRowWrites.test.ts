import { afterEach, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { applyRowWrites } from './applyRowWrites';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const collection = (id: string, name: string) => ({ id, name }) as never;

it('writes and deletes rows of several tables, the last write of an id winning as if applied in order', async () => {
  db = freshDatabase();
  await db.collections.bulkAdd([collection('a', 'Binder'), collection('b', 'Deck box')]);
  await db.cards.add({ id: 'k', collectionId: 'a', name: 'Bolt' } as never);

  await applyRowWrites(db, [
    { table: 'collections', id: 'a', row: null },
    { table: 'collections', id: 'a', row: collection('a', 'Binder, renamed') },
    { table: 'collections', id: 'b', row: collection('b', 'Deck box, renamed') },
    { table: 'collections', id: 'b', row: null },
    { table: 'collections', id: 'c', row: collection('c', 'New') },
    { table: 'cards', id: 'k', row: null },
  ]);

  expect(await db.collections.toArray()).toEqual([
    collection('a', 'Binder, renamed'),
    collection('c', 'New'),
  ]);
  expect(await db.cards.count()).toBe(0);
});

it('does nothing for no writes', async () => {
  db = freshDatabase();
  await db.collections.add(collection('a', 'Binder'));
  await applyRowWrites(db, []);
  expect(await db.collections.count()).toBe(1);
});
