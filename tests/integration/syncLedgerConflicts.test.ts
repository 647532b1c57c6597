import { describe, expect, it } from 'vitest';
import { editCard } from '../../src/db/cards/editCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { discardParkedEntry } from '../../src/db/outbox/parked';
import { deleteTransaction } from '../../src/db/transactions/deleteTransaction';
import { saveTransaction } from '../../src/db/transactions/saveTransaction';
import { makeItem } from '../../src/domain/testing/factories';
import { readDevice, readServer } from './support/syncChecks';
import type { SyncDevice } from './support/syncDevice';
import { startSyncHarness } from './support/syncHarness';

/**
 * Two devices that change the same copies while both are offline (sync/README.md, "Two devices and
 * the ledger"): the server takes the calls in arrival order; what its data cannot satisfy is refused
 * with 409 and parked on that device; nothing ever goes below zero.
 */
const harness = startSyncHarness();

/** A phone and a laptop of one user, both holding Binder with 3 copies of Lightning Bolt bought at 2 each. */
async function twoDevicesWithBolts() {
  const user = await harness.user();
  const phone = harness.device(user);
  const laptop = harness.device(user);
  await createCollection(phone.db, { name: 'Binder' });
  await phone.sync();
  const [binder] = await phone.db.collections.toArray();
  const purchase = await saveTransaction(phone.db, {
    collectionId: binder.id,
    type: 'purchase',
    date: '2026-11-01',
    items: [makeItem({ name: 'Lightning Bolt', quantity: 3, price: 2 })],
  });
  await phone.sync();
  await laptop.sync();
  const [bolt] = await laptop.db.cards.toArray();
  const purchaseId = (await phone.db.idMap.get(purchase.id))?.realId as string;
  return { user, phone, laptop, binderId: binder.id, boltId: bolt.id, purchaseId };
}

const sale = (collectionId: string, cardId: string, quantity: number, price: number) => ({
  collectionId,
  type: 'sale' as const,
  date: '2026-11-20',
  items: [makeItem({ id: cardId, name: 'Lightning Bolt', quantity, price })],
});

const copies = async (device: SyncDevice) =>
  (await device.db.cards.toArray()).map((card) => card.conditionQuantities.map((row) => row.quantity));

describe('two devices and the ledger', () => {
  it('sale / sale: the second sale of the same copies is parked with the server’s message; Discard restores', async () => {
    const { user, phone, laptop, binderId, boltId } = await twoDevicesWithBolts();
    await saveTransaction(phone.db, sale(binderId, boltId, 2, 5));
    await saveTransaction(laptop.db, sale(binderId, boltId, 2, 6));
    await phone.sync();
    await laptop.sync();

    const [parked] = await laptop.db.outbox.toArray();
    expect(parked).toMatchObject({
      state: 'failed',
      lastError: 'Quantity exceeds available amount for this condition',
    });
    const server = await readServer(user.api);
    expect(server.cards.map((c) => c.conditionQuantities.map((r) => r.quantity))).toEqual([[1]]);
    expect(server.transactions.map((t) => t.type).sort()).toEqual(['purchase', 'sale']);

    await discardParkedEntry(laptop.db, parked.seq);
    await laptop.sync();
    expect(await readDevice(laptop)).toEqual(server);
    expect(await copies(laptop)).toEqual([[1]]);
  });

  it('sale / edit: a notes edit and a sale both apply; a later quantity edit wins over the sale (rows are sent whole)', async () => {
    const { user, phone, laptop, binderId, boltId } = await twoDevicesWithBolts();
    await saveTransaction(phone.db, sale(binderId, boltId, 1, 5));
    await editCard(laptop.db, boltId, { notes: 'binder page 3' });
    await phone.sync();
    await laptop.sync();
    await phone.sync();
    let server = await readServer(user.api);
    expect(server.cards.map((c) => [c.notes, c.conditionQuantities.map((r) => r.quantity)])).toEqual([
      ['binder page 3', [2]],
    ]);

    await editCard(laptop.db, boltId, { conditionQuantities: [{ condition: 'Near Mint', quantity: 5 }] });
    await laptop.sync();
    await phone.sync();
    server = await readServer(user.api);
    expect(server.cards.map((c) => c.conditionQuantities.map((r) => r.quantity))).toEqual([[5]]);
    expect(await readDevice(phone)).toEqual(server);
    expect(await readDevice(laptop)).toEqual(server);
  });

  it('delete-purchase / sale of its card: the sale first, then the delete removes what is left of the purchase', async () => {
    const { user, phone, laptop, binderId, boltId, purchaseId } = await twoDevicesWithBolts();
    await saveTransaction(laptop.db, sale(binderId, boltId, 2, 5));
    await deleteTransaction(phone.db, purchaseId);
    await laptop.sync();
    await phone.sync();
    await laptop.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(server.transactions.map((t) => t.type)).toEqual(['sale']);
    expect(await readDevice(phone)).toEqual(server);
    expect(await readDevice(laptop)).toEqual(server);
  });

  it('delete-purchase / sale of its card: the delete first, then the sale is parked (the card is gone)', async () => {
    const { user, phone, laptop, binderId, boltId, purchaseId } = await twoDevicesWithBolts();
    await saveTransaction(laptop.db, sale(binderId, boltId, 2, 5));
    await deleteTransaction(phone.db, purchaseId);
    await phone.sync();
    await laptop.sync();

    const [parked] = await laptop.db.outbox.toArray();
    expect(parked).toMatchObject({
      state: 'failed',
      lastError: '“Lightning Bolt” is no longer in your collection',
    });
    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(server.transactions).toEqual([]);
    await discardParkedEntry(laptop.db, parked.seq);
    await laptop.sync();
    expect(await readDevice(laptop)).toEqual(server);
  });
});
