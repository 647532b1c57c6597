import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/db/cards/createCard';
import { deleteCard } from '../../src/db/cards/deleteCard';
import { editCard } from '../../src/db/cards/editCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { deleteCollection } from '../../src/db/collections/deleteCollection';
import { editCollection } from '../../src/db/collections/editCollection';
import { setDefaultCollection } from '../../src/db/collections/setDefaultCollection';
import { editTransaction } from '../../src/db/transactions/editTransaction';
import { saveTransaction } from '../../src/db/transactions/saveTransaction';
import { makeItem } from '../../src/domain/testing/factories';
import { readDevice, readServer } from './support/syncChecks';
import { currentId, PAST_BACKOFF_MS, startSyncHarness } from './support/syncHarness';

/** Bugs the randomized test found, each replayed step by step. */
const harness = startSyncHarness();

const copy = (collectionId: string, name: string) => ({
  collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint' as const, quantity: 1 }],
});

describe('a card moved into a collection that is deleted before the move was sent', () => {
  it('goes on the server too when the collection was synced', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const trades = await createCollection(device.db, { name: 'Trades' });
    const bolt = await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await device.sync();

    await editCard(device.db, await currentId(device, bolt.id), {
      collectionId: await currentId(device, trades.id),
    });
    await deleteCollection(device.db, await currentId(device, trades.id));
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });

  it('goes on the server too when the collection never reached it', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const bolt = await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await device.sync();

    const scratch = await createCollection(device.db, { name: 'Scratch' });
    await editCard(device.db, await currentId(device, bolt.id), { collectionId: scratch.id });
    await deleteCollection(device.db, scratch.id);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(server.collections.map((c) => c.name)).toEqual(['Binder']);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });

  it('goes on the server too when the card’s own create was sent but not answered yet', async () => {
    const user = await harness.user();
    const proxy = await harness.proxy('dropResponse');
    const device = harness.device(user, proxy);
    const binder = await createCollection(device.db, { name: 'Binder' });
    await device.sync();
    const bolt = await createCard(device.db, copy(await currentId(device, binder.id), 'Lightning Bolt'));
    proxy.setFaulty(true);
    await device.sync();
    proxy.setFaulty(false);

    const scratch = await createCollection(device.db, { name: 'Scratch' });
    await editCard(device.db, bolt.id, { collectionId: scratch.id });
    await deleteCollection(device.db, scratch.id);
    device.advanceClock(PAST_BACKOFF_MS);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });
});

describe('a synced card moved, then deleted, then the collection it moved into deleted, all before sync', () => {
  // Soak seeds 260087844 (case 248) and 424242 (case 269): the card's DELETE named the collection it had moved into as its
  // parent, so deleting that collection dropped the DELETE as if the server's cascade would take the
  // card — but the move was never sent and the server kept the card in its old collection.
  it('is deleted on the server too', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const trades = await createCollection(device.db, { name: 'Trades' });
    const bolt = await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await device.sync();

    const boltId = await currentId(device, bolt.id);
    await editCard(device.db, boltId, { collectionId: await currentId(device, trades.id) });
    await deleteCard(device.db, boltId);
    await deleteCollection(device.db, await currentId(device, trades.id));
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(server.collections.map((c) => c.name)).toEqual(['Binder']);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });

  // Soak seed 777001 case 1586: the same with the card's create sent but its answer lost.
  it('is deleted on the server too when its create was sent but not answered yet', async () => {
    const user = await harness.user();
    const proxy = await harness.proxy('dropResponse');
    const device = harness.device(user, proxy);
    const binder = await createCollection(device.db, { name: 'Binder' });
    await device.sync();
    const bolt = await createCard(device.db, copy(await currentId(device, binder.id), 'Lightning Bolt'));
    proxy.setFaulty(true);
    await device.sync();
    proxy.setFaulty(false);

    const scratch = await createCollection(device.db, { name: 'Scratch' });
    await editCard(device.db, bolt.id, { collectionId: scratch.id });
    await deleteCard(device.db, bolt.id);
    await deleteCollection(device.db, scratch.id);
    device.advanceClock(PAST_BACKOFF_MS);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(server.collections.map((c) => c.name)).toEqual(['Binder']);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });
});

describe('a card moved out of a new collection that is then deleted, all before sync', () => {
  it('reaches the server in the collection it was moved to', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const first = await createCollection(device.db, { name: 'First' });
    const bolt = await createCard(device.db, copy(first.id, 'Lightning Bolt'));
    const second = await createCollection(device.db, { name: 'Second' });
    await editCard(device.db, bolt.id, { collectionId: second.id, notes: 'moved' });
    await deleteCollection(device.db, first.id);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.collections.map((c) => c.name)).toEqual(['Second']);
    expect(server.cards.map((c) => [c.name, c.notes, c.collectionId])).toEqual([
      ['Lightning Bolt', 'moved', server.collections[0].id],
    ]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });
});

describe('a collection made the default, then deleted before the change was sent', () => {
  for (const synced of [true, false]) {
    it(`leaves one default that the device and the server agree on (${synced ? 'synced' : 'never sent'})`, async () => {
      const user = await harness.user();
      const device = harness.device(user);
      await createCollection(device.db, { name: 'Binder' });
      await device.sync();
      const trades = await createCollection(device.db, { name: 'Trades' });
      if (synced) await device.sync();

      const tradesId = await currentId(device, trades.id);
      await setDefaultCollection(device.db, tradesId);
      await deleteCollection(device.db, tradesId);
      await device.sync();

      const server = await readServer(user.api);
      expect(server.collections.map((c) => [c.name, c.isDefault])).toEqual([['Binder', true]]);
      expect(await readDevice(device)).toEqual(server);
    });
  }
});

describe('an answer replayed from the Idempotency-Key', () => {
  it('never hides a newer change that a pull skipped while the entry waited', async () => {
    const user = await harness.user();
    const proxy = await harness.proxy('dropResponse');
    const phone = harness.device(user);
    const laptop = harness.device(user, proxy);
    const binder = await createCollection(phone.db, { name: 'Binder' });
    await phone.sync();
    await laptop.sync();
    const binderId = await currentId(phone, binder.id);

    // The laptop's rename commits, but its answer is lost: the entry waits with its key.
    await editCollection(laptop.db, binderId, { name: 'Binder (laptop)' });
    proxy.setFaulty(true);
    await laptop.sync();
    proxy.setFaulty(false);
    // The phone renames after it; the laptop's pull skips that change while its own entry waits.
    await editCollection(phone.db, binderId, { name: 'Binder (phone)' });
    await phone.sync();
    await laptop.sync();
    // The retry is answered from the key with the laptop's rename, older than the server's row.
    laptop.advanceClock(PAST_BACKOFF_MS);
    await laptop.sync();
    await laptop.sync();

    const server = await readServer(user.api);
    expect(server.collections.map((c) => c.name)).toEqual(['Binder (phone)']);
    expect(await readDevice(laptop)).toEqual(server);
    expect(await readDevice(phone)).toEqual(server);
  });
});

describe('a sale of a card’s last copies, edited to sell fewer, all before the card reached the server', () => {
  it('reaches the server as the card and the edited sale (soak seed 2451772141)', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const bolt = await createCard(device.db, {
      ...copy(binder.id, 'Lightning Bolt'),
      conditionQuantities: [{ condition: 'Near Mint', quantity: 2 }],
    });
    const sale = await saveTransaction(device.db, {
      collectionId: binder.id,
      type: 'sale',
      date: '2026-11-20',
      items: [makeItem({ id: bolt.id, name: 'Lightning Bolt', quantity: 2, price: 4 })],
    });
    await editTransaction(device.db, sale.id, {
      items: [makeItem({ id: bolt.id, name: 'Lightning Bolt', quantity: 1, price: 5 })],
    });
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards.map((card) => card.conditionQuantities.map((line) => line.quantity))).toEqual([[1]]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });
});

describe('a card moved out of a new collection, then sold from, then that collection deleted, all before sync', () => {
  it('reaches the server in the collection it was moved to, with the sale (soak seed 1201532489)', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const first = await createCollection(device.db, { name: 'First' });
    const bolt = await createCard(device.db, {
      ...copy(first.id, 'Lightning Bolt'),
      conditionQuantities: [{ condition: 'Near Mint', quantity: 2 }],
    });
    const second = await createCollection(device.db, { name: 'Second' });
    // The move cannot merge into the card's create (Second's create comes later), and the sale names
    // the card: deleting First must not leave the card's create naming First.
    await editCard(device.db, bolt.id, { collectionId: second.id });
    await saveTransaction(device.db, {
      collectionId: second.id,
      type: 'sale',
      date: '2026-11-20',
      items: [makeItem({ id: bolt.id, name: 'Lightning Bolt', quantity: 1, price: 4 })],
    });
    await deleteCollection(device.db, first.id);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.collections.map((c) => c.name)).toEqual(['Second']);
    expect(server.cards.map((c) => [c.name, c.collectionId, c.conditionQuantities[0].quantity])).toEqual([
      ['Lightning Bolt', server.collections[0].id, 1],
    ]);
    expect(server.transactions.map((t) => t.type)).toEqual(['sale']);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });
});
