import { describe, expect, it } from 'vitest';
import type { TestApi } from '../../server/testing/apiClient';
import { createCard } from '../../src/db/cards/createCard';
import { createCollection } from '../../src/db/collections/createCollection';
import {
  createLocation,
  deleteLocation,
  renameLocation,
  setCopyPlace,
} from '../../src/db/locations/locations';
import { moveCopies } from '../../src/db/locations/moveCopies';
import { deleteTransaction } from '../../src/db/transactions/deleteTransaction';
import { saveTransaction } from '../../src/db/transactions/saveTransaction';
import type { Location } from '../../src/domain/locations/schema';
import { makeItem } from '../../src/domain/testing/factories';
import { readDevice, readServer } from './support/syncChecks';
import { currentId, startSyncHarness } from './support/syncHarness';

const harness = startSyncHarness();

const byId = (rows: readonly Location[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
const serverLocations = async (api: TestApi) =>
  byId((await api.get<Location[]>('/locations')).body.data ?? []);

/** A new user's device holding one copy of Lightning Bolt in Main, nothing synced yet. */
async function deviceWithABolt() {
  const user = await harness.user();
  const device = harness.device(user);
  const collection = await createCollection(device.db, { name: 'Main' });
  const bolt = await createCard(device.db, {
    collectionId: collection.id,
    name: 'Lightning Bolt',
    conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
  });
  return { user, device, collection, bolt };
}

describe('locations sync against the real server', () => {
  it('a binder made offline with a copy in page 2 slot 3, renamed, then deleted into a box', async () => {
    const { user, device, bolt } = await deviceWithABolt();
    const binder = await createLocation(device.db, {
      name: 'Binder',
      kind: 'binder',
      pages: 10,
      slotsPerPage: 9,
    });
    await setCopyPlace(device.db, bolt.id, { locationId: binder.id, page: 2, slot: 3 });
    await renameLocation(device.db, binder.id, { name: 'Binder 2' });
    await device.sync();

    expect(await readDevice(device)).toEqual(await readServer(user.api));
    expect(await serverLocations(user.api)).toEqual(byId(await device.db.locations.toArray()));
    const binderId = await currentId(device, binder.id);
    const [serverBolt] = (await readServer(user.api)).cards;
    expect(serverBolt).toMatchObject({ locationId: binderId, page: 2, slot: 3 });

    const box = await createLocation(device.db, { name: 'Box', kind: 'box' });
    await deleteLocation(device.db, binderId, { moveTo: box.id });
    await device.sync();

    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    const locations = await serverLocations(user.api);
    expect(locations).toEqual(byId(await device.db.locations.toArray()));
    expect(locations.map((row) => row.name)).toEqual(['Box']);
    expect(server.cards[0]).toMatchObject({ locationId: locations[0]?.id, page: null, slot: null });
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('a sale of the last copies, its binder deleted, then the sale deleted: the card comes back unfiled', async () => {
    const { user, device, collection, bolt } = await deviceWithABolt();
    const binder = await createLocation(device.db, {
      name: 'Binder',
      kind: 'binder',
      pages: 2,
      slotsPerPage: 9,
    });
    await setCopyPlace(device.db, bolt.id, { locationId: binder.id, page: 1, slot: 4 });
    const sale = await saveTransaction(device.db, {
      collectionId: collection.id,
      type: 'sale',
      date: '2026-11-01',
      items: [makeItem({ id: bolt.id, name: 'Lightning Bolt', quantity: 1, price: 4 })],
    });
    await deleteLocation(device.db, binder.id, { moveTo: null });
    await deleteTransaction(device.db, sale.id);

    const [back] = await device.db.cards.toArray();
    expect(back?.locationId ?? null).toBeNull();
    await device.sync();
    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    expect(server.cards).toHaveLength(1);
    expect(server.cards[0]?.locationId ?? null).toBeNull();
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('a card made offline and filed by Move to… before any sync keeps its place (soak seed 416650379)', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const box = await createLocation(device.db, { name: 'Box', kind: 'box' });
    const collection = await createCollection(device.db, { name: 'Main' });
    const bolt = await createCard(device.db, {
      collectionId: collection.id,
      name: 'Lightning Bolt',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
    });
    await moveCopies(device.db, { cardIds: [bolt.id], locationId: box.id, start: null });
    await device.sync();

    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    expect(server.cards[0]?.locationId).toBe(server.locations[0]?.id);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
