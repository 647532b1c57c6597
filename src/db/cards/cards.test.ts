import { afterEach, describe, expect, it } from 'vitest';
import type { CardInput } from '../../domain/schemas';
import { createCollection } from '../collections/createCollection';
import { deleteCollection } from '../collections/deleteCollection';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import { freshDatabase, outboxCalls } from '../testing/database';
import { createCard } from './createCard';
import { deleteCard } from './deleteCard';
import { editCard } from './editCard';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const bolt = (collectionId: string): CardInput => ({
  collectionId,
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  setCode: 'm10',
  color: 'red',
  rarity: 'Common',
  conditionQuantities: [
    { condition: 'Near Mint', quantity: 2, purchasePrice: 1.5, purchaseDate: '2026-11-20' },
  ],
});

describe('card use cases', () => {
  it('creates a card with defaults filled in and queues POST /cards naming its collection', async () => {
    db = freshDatabase();
    const binder = await createCollection(db, { name: 'Binder' });
    const card = await createCard(db, bolt(binder.id));
    expect(card).toMatchObject({ name: 'Lightning Bolt', status: 'have', foil: false, marketPrice: null });
    expect(card.conditionQuantities).toEqual([
      {
        condition: 'Near Mint',
        quantity: 2,
        purchasePrice: 1.5,
        purchaseDate: '2026-11-20',
        transactionId: null,
      },
    ]);
    const [, entry] = await db.outbox.orderBy('seq').toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/cards', parentIds: [binder.id] });
    expect(entry.records).toEqual([{ entity: 'cards', id: card.id, op: 'create' }]);
    expect(entry.body).toMatchObject({ collectionId: binder.id, name: 'Lightning Bolt' });
  });

  it('refuses a card without a name or with quantity 0, writing nothing', async () => {
    db = freshDatabase();
    const binder = await createCollection(db, { name: 'Binder' });
    await expect(createCard(db, { ...bolt(binder.id), name: ' ' })).rejects.toBeInstanceOf(InputError);
    const zero = {
      ...bolt(binder.id),
      conditionQuantities: [{ condition: 'Near Mint' as const, quantity: 0 }],
    };
    await expect(createCard(db, zero)).rejects.toThrow('Quantity must be at least 1');
    await expect(createCard(db, bolt('temp-missing'))).rejects.toBeInstanceOf(RecordNotFoundError);
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('edits only what changed, merged into the unsent create', async () => {
    db = freshDatabase();
    const binder = await createCollection(db, { name: 'Binder' });
    const card = await createCard(db, bolt(binder.id));
    const same = await editCard(db, card.id, { notes: '' });
    expect(same).toEqual(card);
    const edited = await editCard(db, card.id, { foil: true, notes: 'Signed' });
    expect(edited).toMatchObject({ foil: true, notes: 'Signed' });
    const calls = await outboxCalls(db);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/cards', body: { foil: true, notes: 'Signed' } });
  });

  it('deleting an unsent card or its unsent collection leaves no call behind', async () => {
    db = freshDatabase();
    const binder = await createCollection(db, { name: 'Binder' });
    const card = await createCard(db, bolt(binder.id));
    await deleteCard(db, card.id);
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/collections', body: expect.anything() },
    ]);
    await createCard(db, bolt(binder.id));
    await deleteCollection(db, binder.id);
    expect(await outboxCalls(db)).toEqual([]);
    expect(await db.cards.count()).toBe(0);
  });

  it('a synced card is edited and deleted with PUT and DELETE on its real id', async () => {
    db = freshDatabase();
    const now = '2026-11-21T10:00:00.000Z';
    await db.collections.put({
      id: 'c1',
      name: 'Synced',
      description: '',
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    });
    const card = await createCard(db, bolt('c1'));
    await db.outbox.clear();
    await db.cards.delete(card.id);
    await db.cards.put({ ...card, id: 'k1' });
    await editCard(db, 'k1', { status: 'want' });
    expect(await outboxCalls(db)).toEqual([{ method: 'PUT', path: '/cards/k1', body: { status: 'want' } }]);
    // The unsent update is dropped: the delete wins.
    await deleteCard(db, 'k1');
    expect(await outboxCalls(db)).toEqual([{ method: 'DELETE', path: '/cards/k1', body: null }]);
  });
});
