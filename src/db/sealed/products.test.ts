import { afterEach, describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../database';
import { syncedCollection } from '../testing/cards';
import { freshDatabase, outboxCalls } from '../testing/database';
import { boosterBox } from '../testing/sealed';
import { addSealedProducts } from './addSealedProducts';
import { deleteSealedProduct } from './deleteSealedProduct';
import { editSealedProduct } from './editSealedProduct';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const editValues = {
  name: 'Foundations Play Booster Box',
  type: 'Booster Box' as const,
  set: 'Foundations',
  releaseDate: null,
  quantity: 1,
  condition: 'Sealed' as const,
  status: 'have' as const,
  purchasePrice: 120,
  purchaseDate: '2026-11-20',
  imageUrl: '',
  notes: '',
};

describe('sealed product use cases', () => {
  it('adds one instance and one POST per unit, with the definition fields joined in', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    const units = await addSealedProducts(db, {
      collectionId,
      definitionId: box.id,
      quantity: 3,
      purchasePrice: 120,
      purchaseDate: '2026-11-20',
    });
    expect(units).toHaveLength(3);
    expect(units[0]).toMatchObject({
      name: box.name,
      set: 'Foundations',
      type: 'Booster Box',
      quantity: 1,
      condition: 'Sealed',
      status: 'have',
      purchasePrice: 120,
    });
    const calls = await outboxCalls(db);
    expect(calls.map((call) => call.path)).toEqual([
      '/sealed-products/definitions',
      '/sealed-products',
      '/sealed-products',
      '/sealed-products',
    ]);
    expect(calls[1].body).toMatchObject({ collectionId, definitionId: box.id, quantity: 1 });
  });

  it('refuses quantity 0, 1001 or a negative price with the form messages, writing nothing', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    const base = { collectionId, definitionId: box.id };
    await expect(addSealedProducts(db, { ...base, quantity: 0 })).rejects.toThrow(
      'Quantity must be at least 1',
    );
    await expect(addSealedProducts(db, { ...base, quantity: 1001 })).rejects.toThrow(
      'Add at most 1000 units at a time',
    );
    await expect(addSealedProducts(db, { ...base, quantity: 1, purchasePrice: -1 })).rejects.toThrow(
      'Please enter a valid price',
    );
    expect(await db.sealedProducts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('edits the instance with a partial PUT; a new name moves it to a new definition in the same change', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    const [unit] = await addSealedProducts(db, { collectionId, definitionId: box.id, quantity: 1 });
    await db.transaction('rw', db.sealedProducts, db.sealedDefinitions, db.outbox, async () => {
      await db.outbox.clear();
      await db.sealedDefinitions.delete(box.id);
      await db.sealedDefinitions.put({ ...box, id: 'd1' });
      await db.sealedProducts.delete(unit.id);
      await db.sealedProducts.put({ ...unit, id: 'p1', definitionId: 'd1' });
    });

    const edited = await editSealedProduct(db, 'p1', { ...editValues, notes: 'Shrink torn' });
    expect(edited).toMatchObject({ id: 'p1', purchasePrice: 120, notes: 'Shrink torn', definitionId: 'd1' });
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'PUT',
        path: '/sealed-products/p1',
        body: { purchasePrice: 120, purchaseDate: '2026-11-20', notes: 'Shrink torn' },
      },
    ]);

    await db.outbox.clear();
    const moved = await editSealedProduct(db, 'p1', {
      ...editValues,
      name: 'Collector Box',
      notes: 'Shrink torn',
    });
    expect(moved.name).toBe('Collector Box');
    expect(moved.definitionId).toMatch(/^temp-/);
    const calls = await outboxCalls(db);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /sealed-products/definitions',
      'PUT /sealed-products/p1',
    ]);
    expect(calls[1].body).toEqual({ definitionId: moved.definitionId });
  });

  it('deletes a synced instance with DELETE; an unsent one leaves no call', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    const [first, second] = await addSealedProducts(db, { collectionId, definitionId: box.id, quantity: 2 });
    await deleteSealedProduct(db, first.id);
    expect((await outboxCalls(db)).map((call) => call.path)).toEqual([
      '/sealed-products/definitions',
      '/sealed-products',
    ]);
    expect(await db.sealedProducts.toCollection().primaryKeys()).toEqual([second.id]);
  });
});
