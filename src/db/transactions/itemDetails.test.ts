import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionItemDetail } from '../../domain/schemas';
import { makeItem } from '../../domain/testing/factories';
import type { CardfolioDatabase } from '../database';
import { syncedCollection } from '../testing/cards';
import { freshDatabase, outboxCalls } from '../testing/database';
import { editTransaction } from './editTransaction';
import { saveTransaction } from './saveTransaction';

const DETAILS: TransactionItemDetail[] = [
  { name: 'Lightning Bolt', set: 'Magic 2010', condition: 'Near Mint', quantity: 2, pricePerUnit: 3 },
];

describe('itemDetails on the device (part 2 §3)', () => {
  let db: CardfolioDatabase;
  afterEach(() => db.delete());

  it('keeps them on the transaction and sends them with it; an edit of its lines keeps them', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const saved = await saveTransaction(db, {
      collectionId,
      type: 'purchase',
      date: '2026-11-20',
      items: [makeItem({ name: 'Lightning Bolt', quantity: 2, price: 3 })],
      itemDetails: DETAILS,
    });
    expect((await db.transactions.get(saved.id))?.itemDetails).toEqual(DETAILS);
    expect((await outboxCalls(db))[0]?.body).toMatchObject({ itemDetails: DETAILS });

    await editTransaction(db, saved.id, {
      items: [makeItem({ name: 'Lightning Bolt', quantity: 3, price: 3 })],
    });
    const edited = await db.transactions.get(saved.id);
    expect(edited?.items.map((item) => item.quantity)).toEqual([3]);
    expect(edited?.itemDetails).toEqual(DETAILS);
  });

  it('refuses a malformed entry with the field named, and writes nothing', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const bad = saveTransaction(db, {
      collectionId,
      type: 'purchase',
      date: '2026-11-20',
      items: [makeItem({ name: 'Lightning Bolt' })],
      itemDetails: [{ name: '', set: '', quantity: 1, pricePerUnit: 1 }],
    });
    await expect(bad).rejects.toThrow(/item detail needs a name/);
    expect(await db.transactions.count()).toBe(0);
  });
});
