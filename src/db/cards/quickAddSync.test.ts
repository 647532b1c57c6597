import { describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { createCollection } from '../collections/createCollection';
import { boltDefinition } from '../testing/cards';
import { devicesDeletedAfterEach } from '../testing/syncedDevice';
import { deleteCard } from './deleteCard';
import { editCard } from './editCard';
import { quickAddCard } from './quickAddCard';

/**
 * The server may answer a quick add's temp id with the id of a copy this device has not pulled yet
 * (add-to-collection merged into it). The engine re-keys the temp card onto that id: the device must
 * end with one row holding the server's quantity, whatever it pulled in between.
 */
const device = devicesDeletedAfterEach();

const quantities = (rows: readonly object[]) =>
  rows.map((row) =>
    ((row as { conditionQuantities: { quantity: number }[] }).conditionQuantities ?? []).map(
      (line) => line.quantity,
    ),
  );

/** Two devices on one collection; the second has quick-added Lightning Bolt twice, synced. */
async function twoDevicesWithServerCopy() {
  const server = new FakeServer();
  const laptop = device(server);
  await createCollection(laptop.db, { name: 'Binder' });
  await laptop.engine.sync();
  const phone = device(server);
  await phone.engine.sync();
  const [binder] = await phone.db.collections.toArray();
  await quickAddCard(phone.db, { collectionId: binder.id, definition: boltDefinition() });
  await quickAddCard(phone.db, { collectionId: binder.id, definition: boltDefinition() });
  await phone.engine.sync();
  expect(quantities(server.rows('cards'))).toEqual([[2]]);
  return { server, laptop, binderId: binder.id };
}

describe('a quick add the server merges into a copy the device has not seen', () => {
  it('ends with one row on the device, the server copy, with the merged quantity', async () => {
    const { server, laptop, binderId } = await twoDevicesWithServerCopy();
    const { card } = await quickAddCard(laptop.db, { collectionId: binderId, definition: boltDefinition() });
    expect(card.id).toMatch(/^temp-/);
    await laptop.engine.sync();

    const [serverCopy] = server.rows('cards');
    expect(server.rows('cards')).toHaveLength(1);
    expect(quantities([serverCopy])).toEqual([[3]]);
    const local = await laptop.db.cards.toArray();
    expect(local.map((row) => row.id)).toEqual([serverCopy.id]);
    expect(quantities(local)).toEqual([[3]]);
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await laptop.db.idMap.get(card.id)).toMatchObject({ realId: serverCopy.id });

    // A dialog opened before the sync still holds the temp id: edit and remove follow it to the copy.
    const edited = await editCard(laptop.db, card.id, { notes: 'Opened before the sync' });
    expect(edited.id).toBe(serverCopy.id);
    await deleteCard(laptop.db, card.id);
    expect(await laptop.db.cards.count()).toBe(0);
    expect((await laptop.db.outbox.toArray()).map((e) => `${e.method} ${e.path}`)).toEqual([
      `DELETE /cards/${serverCopy.id}`,
    ]);
  });

  it('still ends with one row when the copy was pulled first and added to again before the push', async () => {
    const { server, laptop, binderId } = await twoDevicesWithServerCopy();
    await quickAddCard(laptop.db, { collectionId: binderId, definition: boltDefinition() });
    // The push fails once; the pull that follows brings the server's copy next to the temp one.
    server.faults.push('error-500');
    await laptop.engine.sync();
    expect(quantities(await laptop.db.cards.toArray()).sort()).toEqual([[1], [2]]);

    // Another quick add now lands in the pulled copy (the oldest of the printing) as its own call.
    const again = await quickAddCard(laptop.db, { collectionId: binderId, definition: boltDefinition() });
    expect(again.card.id).toBe(server.rows('cards')[0].id);
    laptop.clock.now += 10 * 60_000;
    await laptop.engine.sync();

    expect(quantities(server.rows('cards'))).toEqual([[4]]);
    const local = await laptop.db.cards.toArray();
    expect(local.map((row) => row.id)).toEqual([server.rows('cards')[0].id]);
    expect(quantities(local)).toEqual([[4]]);
    expect(await laptop.db.outbox.count()).toBe(0);
  });
});
