import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import type { Card, Transaction } from '../../domain/schemas';
import { makeItem } from '../../domain/testing/factories';
import { TEXTS } from '../../domain/texts';
import { LedgerRefusal } from '../../domain/transactions';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { deviceSyncingWith } from '../testing/syncedDevice';
import { editTransaction } from './editTransaction';
import { saveTransaction } from './saveTransaction';

const devices: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of devices.splice(0)) await db.delete();
});

async function syncedCollection(server: FakeServer) {
  const device = deviceSyncingWith(server);
  devices.push(device.db);
  await createCollection(device.db, { name: 'Binder' });
  await device.engine.sync();
  const [row] = await device.db.collections.toArray();
  return { ...device, collectionId: row.id };
}

const purchaseOf = (collectionId: string, price: number) => ({
  collectionId,
  type: 'purchase' as const,
  date: '2026-11-20',
  items: [makeItem({ name: 'Bolt', quantity: 2, price })],
});
const bolt = (price: number, quantity = 2) => [makeItem({ name: 'Bolt', quantity, price })];
/** Copies of the bought Bolt card sold (or an edit's new lines for it). */
const boltSold = (id: string, quantity: number, price: number) => [
  makeItem({ id, name: 'Bolt', quantity, price }),
];
const saleOf = (collectionId: string, id: string, quantity: number, price: number) => ({
  collectionId,
  type: 'sale' as const,
  date: '2026-11-21',
  items: boltSold(id, quantity, price),
});

describe('editing a transaction on the device', () => {
  it('rewrites a synced purchase offline with one PUT; the server then holds one transaction at the new price', async () => {
    const server = new FakeServer();
    const { db, engine, collectionId } = await syncedCollection(server);
    await saveTransaction(db, purchaseOf(collectionId, 2));
    await engine.sync();
    const [saved] = await db.transactions.toArray();
    const [card] = await db.cards.toArray();

    const edited = await editTransaction(db, saved.id, { items: bolt(2.5) });
    expect(edited.id).toBe(saved.id);
    const [entry, ...more] = await db.outbox.toArray();
    expect([entry.method, entry.path, more]).toEqual(['PUT', `/transactions/${saved.id}`, []]);
    expect(entry.records.slice(0, 2)).toEqual([
      { entity: 'transactions', id: saved.id, op: 'update' },
      { entity: 'cards', id: card.id, op: 'update' },
    ]);
    expect((await db.cards.get(card.id))?.conditionQuantities[0].purchasePrice).toBe(2.5);

    await engine.sync();
    expect(engine.status.get()).toMatchObject({ pendingCount: 0, failedCount: 0 });
    const onServer = server.rows('transactions');
    expect(onServer.map((t) => [t.id, t.totalValue])).toEqual([[saved.id, 5]]);
    const serverCards = server.rows('cards') as unknown as Card[];
    expect(serverCards.map((c) => [c.id, c.conditionQuantities[0]?.purchasePrice])).toEqual([[card.id, 2.5]]);
  });

  it('an edit of an unsent purchase becomes that purchase: one POST with the new lines (outbox row 10)', async () => {
    const server = new FakeServer();
    const { db, engine, collectionId } = await syncedCollection(server);
    const saved = await saveTransaction(db, purchaseOf(collectionId, 2));
    await editTransaction(db, saved.id, { items: [...bolt(3), makeItem({ name: 'Opt', price: 1 })] });

    const [entry, ...more] = await db.outbox.toArray();
    expect([entry.method, entry.path, more]).toEqual(['POST', '/transactions/unified', []]);
    expect(entry.records.map((r) => [r.entity, r.op])).toEqual([
      ['transactions', 'create'],
      ['cards', 'create'],
      ['cards', 'create'],
    ]);
    expect((entry.body as { clientIds: string[] }).clientIds).toEqual(entry.recordIds);

    await engine.sync();
    const [transaction, ...others] = server.rows('transactions') as unknown as Transaction[];
    expect([transaction.items.map((item) => item.price), others]).toEqual([[3, 1], []]);
    expect((await db.cards.toArray()).map((c) => c.id).sort()).toEqual(
      server
        .rows('cards')
        .map((c) => c.id)
        .sort(),
    );
  });

  it('an unsent sale of a card’s last copies, edited to sell fewer, stays a POST and a PUT (outbox row 10’s exception)', async () => {
    const server = new FakeServer();
    const { db, engine, collectionId } = await syncedCollection(server);
    const bought = await saveTransaction(db, purchaseOf(collectionId, 2));
    await engine.sync();
    const [card] = await db.cards.toArray();
    const sale = await saveTransaction(db, saleOf(collectionId, card.id, 2, 4));
    await editTransaction(db, sale.id, { items: boltSold(card.id, 1, 5) });

    expect((await db.outbox.toArray()).map((entry) => entry.method)).toEqual(['POST', 'PUT']);
    await engine.sync();
    const left = server.rows('cards') as unknown as Card[];
    expect(left.map((row) => row.conditionQuantities.map((line) => line.quantity))).toEqual([[1]]);
    expect(server.rows('transactions')).toHaveLength(2);
    expect(bought.id).not.toBe(sale.id);
  });

  it('refuses an edit that sells more than is left with the spec’s text, writing nothing', async () => {
    const { db, engine, collectionId } = await syncedCollection(new FakeServer());
    await saveTransaction(db, purchaseOf(collectionId, 2));
    await engine.sync();
    const [card] = await db.cards.toArray();
    const sale = await saveTransaction(db, saleOf(collectionId, card.id, 1, 5));
    const outbox = await db.outbox.toArray();
    const oversell = editTransaction(db, sale.id, {
      items: boltSold(card.id, 3, 5),
    });
    await expect(oversell).rejects.toThrow(
      new LedgerRefusal(409, TEXTS.quantityExceedsAvailable, 'items.0.quantity'),
    );
    expect(await db.outbox.toArray()).toEqual(outbox);
    expect((await db.cards.get(card.id))?.conditionQuantities[0].quantity).toBe(1);
    expect((await db.transactions.get(sale.id))?.items[0].quantity).toBe(1);
  });
});
