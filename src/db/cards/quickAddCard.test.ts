import { afterEach, describe, expect, it } from 'vitest';
import type { ConditionQuantity } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { boltDefinition, outboxEntries, syncedCollection } from '../testing/cards';
import { freshDatabase } from '../testing/database';
import { addCardsWithDetails } from './addCardsWithDetails';
import { deleteCard } from './deleteCard';
import { editCard } from './editCard';
import { quickAddCard } from './quickAddCard';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const quickLot: ConditionQuantity = {
  condition: 'Near Mint',
  quantity: 1,
  purchasePrice: null,
  purchaseDate: null,
  transactionId: null,
};

describe('quickAddCard', () => {
  it('makes a have, Near Mint, quantity 1, non-foil temp card and queues add-to-collection', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const { card, merged } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    expect(merged).toBe(false);
    expect(card.id).toMatch(/^temp-/);
    expect(card).toMatchObject({
      collectionId: binder,
      name: 'Lightning Bolt',
      set: 'Magic 2010',
      setCode: 'm10',
      color: 'red',
      rarity: 'Common',
      type: 'Instant',
      manaCost: '{R}',
      tcgplayer_id: 33333,
      status: 'have',
      foil: false,
      conditionQuantities: [quickLot],
    });
    expect(await db.cards.get(card.id)).toEqual(card);
    const [entry] = await outboxEntries(db);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/cards/add-to-collection',
      op: 'create',
      recordId: card.id,
    });
    expect(entry.body).toMatchObject({
      collectionId: binder,
      name: 'Lightning Bolt',
      conditionQuantities: [quickLot],
    });
  });

  it('a second quick add of the printing, still unsent, makes one card of 2 and one call of 2', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const first = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    // The card database may spell the name in another case: the match ignores it, as the server's does.
    const again = await quickAddCard(db, {
      collectionId: binder,
      definition: boltDefinition({ name: 'LIGHTNING BOLT', setCode: 'M10' }),
    });
    expect(again).toMatchObject({ merged: true, card: { id: first.card.id } });
    expect(await db.cards.count()).toBe(1);
    expect((await db.cards.get(first.card.id))?.conditionQuantities).toEqual([{ ...quickLot, quantity: 2 }]);
    const entries = await outboxEntries(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ path: '/cards/add-to-collection', op: 'create' });
    expect(entries[0].body).toMatchObject({ conditionQuantities: [{ ...quickLot, quantity: 2 }] });
  });

  it('adds into a synced copy with an add-to-collection update on its id; queued ones add up', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const { card } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    await db.outbox.clear();
    await db.cards.delete(card.id);
    await db.cards.put({ ...card, id: 'k1', conditionQuantities: [{ ...quickLot, quantity: 3 }] });

    await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    expect((await db.cards.get('k1'))?.conditionQuantities).toEqual([{ ...quickLot, quantity: 5 }]);
    const entries = await outboxEntries(db);
    expect(entries).toEqual([
      {
        method: 'POST',
        path: '/cards/add-to-collection',
        op: 'update',
        recordId: 'k1',
        body: expect.objectContaining({ conditionQuantities: [{ ...quickLot, quantity: 2 }] }),
      },
    ]);
    // Removing the copy cancels the unsent adds and still removes it on the server.
    await deleteCard(db, 'k1');
    expect(await outboxEntries(db)).toEqual([
      { method: 'DELETE', path: '/cards/k1', op: 'delete', recordId: 'k1', body: null },
    ]);
  });

  it('an edit after the add goes on its own, and the next add is not folded into it', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const { card } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    await db.outbox.clear();
    await db.cards.delete(card.id);
    await db.cards.put({ ...card, id: 'k1' });
    await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    await editCard(db, 'k1', { notes: 'From the pre-release' });
    await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    const entries = await outboxEntries(db);
    expect(entries.map((e) => [e.method, e.path])).toEqual([
      ['POST', '/cards/add-to-collection'],
      ['PUT', '/cards/k1'],
      ['POST', '/cards/add-to-collection'],
    ]);
    expect(
      entries.map(
        (e) => (e.body as { conditionQuantities?: { quantity: number }[] }).conditionQuantities?.[0].quantity,
      ),
    ).toEqual([1, undefined, 1]);
    expect((await db.cards.get('k1'))?.conditionQuantities).toEqual([{ ...quickLot, quantity: 3 }]);
  });

  it('a copy from the details form gets a new row, and its unsent create becomes POST /cards', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const [detailed] = await addCardsWithDetails(db, {
      collectionId: binder,
      definition: boltDefinition(),
      quantity: 1,
      purchasePrice: 2.5,
      purchaseDate: '2026-11-01',
      condition: 'Near Mint',
      foil: false,
      notes: '',
    });
    const { card, merged } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    expect(merged).toBe(true);
    expect(card.id).toBe(detailed.id);
    const rows = [detailed.conditionQuantities[0], quickLot];
    expect(card.conditionQuantities).toEqual(rows);
    const entries = await outboxEntries(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'POST', path: '/cards', op: 'create', recordId: detailed.id });
    expect(entries[0].body).toMatchObject({ conditionQuantities: rows });
  });

  it('a foil or wanted copy is another printing: a new card', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const { card } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    await editCard(db, card.id, { foil: true });
    const second = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    expect(second.merged).toBe(false);
    expect(await db.cards.count()).toBe(2);
  });

  it('an edited quick add that is still unsent is sent whole as POST /cards', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const { card } = await quickAddCard(db, { collectionId: binder, definition: boltDefinition() });
    const rows = [quickLot, { ...quickLot, condition: 'Played' as const, quantity: 2 }];
    await editCard(db, card.id, { notes: 'Signed', conditionQuantities: rows });
    const entries = await outboxEntries(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'POST', path: '/cards', op: 'create' });
    expect(entries[0].body).toMatchObject({ notes: 'Signed', conditionQuantities: rows });
  });

  it('refuses a collection the device does not have, writing nothing', async () => {
    db = freshDatabase();
    await expect(
      quickAddCard(db, { collectionId: 'temp-gone', definition: boltDefinition() }),
    ).rejects.toBeInstanceOf(RecordNotFoundError);
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
