import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { syncedCollection } from '../testing/cards';
import { freshDatabase, outboxCalls } from '../testing/database';
import { addMarketPrice, deleteMarketPrice, editMarketPrice } from './marketPriceWrites';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const bolt = { productType: 'card' as const, productKey: 'Lightning Bolt|M10|Near Mint', marketPrice: 2.5 };

describe('market price use cases', () => {
  it('adds, edits and deletes a price offline; an unsent create and its delete leave no call', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const added = await addMarketPrice(db, { collectionId, ...bolt, notes: 'TCG low' });
    expect(await db.marketPrices.get(added.id)).toMatchObject({ ...bolt, notes: 'TCG low', collectionId });
    const edited = await editMarketPrice(db, added.id, { marketPrice: 3.1 });
    expect(edited.marketPrice).toBe(3.1);
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/market-prices', body: expect.objectContaining({ marketPrice: 3.1 }) },
    ]);
    await deleteMarketPrice(db, added.id);
    expect(await db.marketPrices.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a price without a collection or with a bad amount, writing nothing', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    await expect(addMarketPrice(db, { collectionId: '', ...bolt })).rejects.toThrow(
      TEXTS.noCollectionSelected,
    );
    await expect(addMarketPrice(db, { collectionId, ...bolt, marketPrice: -1 })).rejects.toBeInstanceOf(
      InputError,
    );
    expect(await db.marketPrices.count()).toBe(0);
  });
});
