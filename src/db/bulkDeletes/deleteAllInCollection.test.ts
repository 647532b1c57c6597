import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_TEXTS } from '../../domain/backup/backupTexts';
import { makeCard, makeSealed, makeTransaction } from '../../domain/testing/factories';
import { TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { syncedCollection } from '../testing/cards';
import { freshDatabase, outboxCalls } from '../testing/database';
import { deleteAllInCollection } from './deleteAllInCollection';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

describe('delete all of a collection', () => {
  it('empties cards, sealed products and transactions of the collection only, queuing the collection-wide routes', async () => {
    db = freshDatabase();
    const c1 = await syncedCollection(db, 'c1');
    await syncedCollection(db, 'c2');
    await db.cards.bulkAdd([
      makeCard({ collectionId: c1 }),
      makeCard({ collectionId: c1 }),
      makeCard({ collectionId: 'c2' }),
    ]);
    await db.sealedProducts.bulkAdd([makeSealed({ collectionId: c1 })]);
    await db.transactions.bulkAdd([makeTransaction({ collectionId: c1 })]);
    expect(await deleteAllInCollection(db, 'cards', c1)).toBe(2);
    expect(await deleteAllInCollection(db, 'sealedProducts', c1)).toBe(1);
    expect(await deleteAllInCollection(db, 'transactions', c1)).toBe(1);
    expect(await db.cards.count()).toBe(1);
    expect(await db.sealedProducts.count()).toBe(0);
    expect(await db.transactions.count()).toBe(0);
    expect(await outboxCalls(db)).toEqual([
      { method: 'DELETE', path: '/cards/collection/c1', body: null },
      { method: 'DELETE', path: '/sealed-products/collection/c1', body: null },
      { method: 'DELETE', path: '/transactions/collection/c1', body: null },
    ]);
  });

  it("says the spec's alerts when there is nothing to delete or no collection, writing nothing", async () => {
    db = freshDatabase();
    const c1 = await syncedCollection(db);
    await expect(deleteAllInCollection(db, 'cards', c1)).rejects.toThrow(BACKUP_TEXTS.noCardsFound);
    await expect(deleteAllInCollection(db, 'sealedProducts', c1)).rejects.toThrow(BACKUP_TEXTS.noSealedFound);
    await expect(deleteAllInCollection(db, 'cards', null)).rejects.toThrow(TEXTS.noCollectionSelected);
    expect(await db.outbox.count()).toBe(0);
  });
});
