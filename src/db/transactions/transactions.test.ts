import { describe, expect, it } from 'vitest';
import { pushOutbox } from '../../../sync/push';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { makeItem } from '../../domain/testing/factories';
import { LedgerRefusal } from '../../domain/transactions';
import { editCard } from '../cards/editCard';
import { createCollection } from '../collections/createCollection';
import { discardParkedEntry } from '../outbox/parked';
import { dexieSyncStore } from '../sync/dexieSyncStore';
import { devicesDeletedAfterEach } from '../testing/syncedDevice';
import { deleteTransaction } from './deleteTransaction';
import { saveTransaction } from './saveTransaction';

const device = devicesDeletedAfterEach();

const purchaseOf = (collectionId: string, names: string[]) => ({
  collectionId,
  type: 'purchase' as const,
  date: '2026-11-20',
  items: names.map((name) => makeItem({ name, quantity: 2, price: 3 })),
});

async function syncedCollection(server: FakeServer) {
  const phone = device(server);
  const binder = await createCollection(phone.db, { name: 'Binder' });
  await phone.engine.sync();
  const [row] = await phone.db.collections.toArray();
  return { ...phone, collectionId: row.id, tempId: binder.id };
}

describe('transactions on the device', () => {
  it('writes the purchase, its cards and one outbox entry listing them, offline', async () => {
    const { db, collectionId } = await syncedCollection(new FakeServer());
    const saved = await saveTransaction(db, purchaseOf(collectionId, ['Bolt', 'Shock']));
    const cards = await db.cards.orderBy('name').toArray();
    expect(cards.map((c) => [c.name, c.conditionQuantities[0].transactionId])).toEqual([
      ['Bolt', saved.id],
      ['Shock', saved.id],
    ]);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/transactions/unified' });
    expect(entry.records.map((r) => [r.entity, r.op])).toEqual([
      ['transactions', 'create'],
      ['cards', 'create'],
      ['cards', 'create'],
    ]);
    expect((entry.body as { clientIds: string[] }).clientIds).toEqual(entry.recordIds);
  });

  it('deleting an unsent purchase leaves no card it created and no parked orphan edit', async () => {
    const server = new FakeServer();
    const { db, engine, collectionId } = await syncedCollection(server);
    const saved = await saveTransaction(db, purchaseOf(collectionId, ['Bolt', 'Shock']));
    const [bolt] = await db.cards.toArray();
    await editCard(db, bolt.id, { notes: 'binder page 3' });
    await deleteTransaction(db, saved.id);

    expect(await db.cards.count()).toBe(0);
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await engine.sync();
    expect(engine.status.get()).toMatchObject({ pendingCount: 0, failedCount: 0 });
    expect(server.rows('cards')).toEqual([]);
    expect(server.rows('transactions')).toEqual([]);
  });

  it('the cards a purchase created carry the real transaction id as soon as its answer is applied', async () => {
    const server = new FakeServer();
    const { db, collectionId } = await syncedCollection(server);
    await saveTransaction(db, purchaseOf(collectionId, ['Bolt', 'Shock']));
    // Push only: no pull may bring the server's rows in before the answer's mapping is checked.
    await pushOutbox(dexieSyncStore(db), server, { now: () => 1_000_000, random: () => 0.5 });

    const [transaction] = server.rows('transactions');
    const cards = await db.cards.toArray();
    expect(cards.map((c) => c.id).sort()).toEqual(
      server
        .rows('cards')
        .map((c) => c.id)
        .sort(),
    );
    expect(cards.map((c) => c.conditionQuantities[0].transactionId)).toEqual([
      transaction.id,
      transaction.id,
    ]);
    expect((await db.transactions.toArray()).map((t) => t.id)).toEqual([transaction.id]);
  });

  it('a sale of more than is left is refused on the device, nothing written', async () => {
    const { db, collectionId } = await syncedCollection(new FakeServer());
    await saveTransaction(db, purchaseOf(collectionId, ['Bolt']));
    const [bolt] = await db.cards.toArray();
    const before = await db.outbox.count();
    const sale = {
      collectionId,
      type: 'sale' as const,
      date: '2026-11-21',
      items: [makeItem({ id: bolt.id, name: 'Bolt', quantity: 3, price: 5 })],
    };
    await expect(saveTransaction(db, sale)).rejects.toThrow(LedgerRefusal);
    await expect(saveTransaction(db, sale)).rejects.toThrow(
      'Quantity exceeds available amount for this condition',
    );
    expect(await db.outbox.count()).toBe(before);
    expect((await db.cards.get(bolt.id))?.conditionQuantities[0].quantity).toBe(2);
  });

  it('the second device to sell the same copies is refused, parked, and Discard restores its copies', async () => {
    const server = new FakeServer();
    const phone = await syncedCollection(server);
    await saveTransaction(phone.db, purchaseOf(phone.collectionId, ['Bolt']));
    await phone.engine.sync();
    const laptop = device(server);
    await laptop.engine.sync();
    const [bolt] = await phone.db.cards.toArray();
    const sale = (price: number) => ({
      collectionId: phone.collectionId,
      type: 'sale' as const,
      date: '2026-11-22',
      items: [makeItem({ id: bolt.id, name: 'Bolt', quantity: 2, price })],
    });
    // Both offline: each sells the two copies.
    await saveTransaction(phone.db, sale(5));
    await saveTransaction(laptop.db, sale(6));
    await phone.engine.sync();
    await laptop.engine.sync();

    expect(laptop.engine.status.get()).toMatchObject({ failedCount: 1 });
    const [parked] = await laptop.db.outbox.toArray();
    expect(parked).toMatchObject({ state: 'failed', lastError: '“Bolt” is no longer in your collection' });
    expect(server.rows('cards')).toEqual([]);
    expect(
      server
        .rows('transactions')
        .map((t) => t.type)
        .sort(),
    ).toEqual(['purchase', 'sale']);

    await discardParkedEntry(laptop.db, parked.seq);
    await laptop.engine.sync();
    expect(await laptop.db.outbox.count()).toBe(0);
    expect((await laptop.db.transactions.toArray()).map((t) => t.type).sort()).toEqual(['purchase', 'sale']);
    expect(await laptop.db.cards.count()).toBe(0);
  });
});
