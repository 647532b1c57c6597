import { afterEach, describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { syncedCollection } from '../testing/cards';
import { freshDatabase, outboxCalls } from '../testing/database';
import { boosterBox } from '../testing/sealed';
import { addSealedProducts } from './addSealedProducts';
import { createSealedDefinition } from './createSealedDefinition';
import { deleteSealedDefinition } from './deleteSealedDefinition';
import { editSealedDefinition } from './editSealedDefinition';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

describe('sealed definition use cases', () => {
  it('creates an active definition and queues its POST; the same name|set|type answers the existing one', async () => {
    db = freshDatabase();
    const box = await boosterBox(db, { description: 'Play boosters' });
    expect(box).toMatchObject({ isActive: true, description: 'Play boosters', releaseDate: null });
    expect(box.id).toMatch(/^temp-/);
    const again = await createSealedDefinition(db, {
      name: ' foundations play booster BOX ',
      set: 'FOUNDATIONS',
      type: 'Booster Box',
    });
    expect(again).toEqual({ definition: box, created: false });
    expect(await db.sealedDefinitions.count()).toBe(1);
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'POST',
        path: '/sealed-products/definitions',
        body: {
          name: 'Foundations Play Booster Box',
          set: 'Foundations',
          type: 'Booster Box',
          description: 'Play boosters',
          releaseDate: null,
          imageUrl: '',
          isActive: true,
        },
      },
    ]);
  });

  it('refuses a definition without name, set or type with the spec message, writing nothing', async () => {
    db = freshDatabase();
    for (const input of [
      { name: ' ', set: 'Foundations', type: 'Booster Box' },
      { name: 'Box', set: '', type: 'Booster Box' },
      { name: 'Box', set: 'Foundations', type: 'Crate' },
    ]) {
      await expect(createSealedDefinition(db, input as never)).rejects.toThrow(
        'Name, Set, and Type are required fields',
      );
    }
    expect(await db.sealedDefinitions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits only what changed, refuses a duplicate identity and shows new fields on its products', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    await boosterBox(db, { name: 'Bloomburrow Play Booster Box', set: 'Bloomburrow' });
    await db.sealedDefinitions.update(box.id, { id: box.id });
    const [unit] = await addSealedProducts(db, { collectionId, definitionId: box.id, quantity: 1 });
    await db.outbox.clear();

    await expect(
      editSealedDefinition(db, box.id, { name: 'Bloomburrow Play Booster Box', set: 'bloomburrow' }),
    ).rejects.toThrow(InputError);
    const edited = await editSealedDefinition(db, box.id, {
      isActive: false,
      imageUrl: 'https://img/box.png',
    });
    expect(edited).toMatchObject({ isActive: false, imageUrl: 'https://img/box.png' });
    expect(await db.sealedProducts.get(unit.id)).toMatchObject({ imageUrl: 'https://img/box.png' });
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'PUT',
        path: `/sealed-products/definitions/${box.id}`,
        body: { isActive: false, imageUrl: 'https://img/box.png' },
      },
    ]);
  });

  it('deletes an unused definition; an unsent one leaves no call; a used one is refused', async () => {
    db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const box = await boosterBox(db);
    await addSealedProducts(db, { collectionId, definitionId: box.id, quantity: 1 });
    await expect(deleteSealedDefinition(db, box.id)).rejects.toThrow(
      'This product definition is used by sealed products in your collections. Delete those first.',
    );
    const deck = await boosterBox(db, { name: 'Starter Deck', type: 'Preconstructed Deck' });
    await deleteSealedDefinition(db, deck.id);
    expect(await db.sealedDefinitions.get(deck.id)).toBeUndefined();
    expect((await outboxCalls(db)).map((call) => call.path)).toEqual([
      '/sealed-products/definitions',
      '/sealed-products',
    ]);
  });
});
