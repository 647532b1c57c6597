import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/db/cards/createCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { createLocation, deleteLocation, setCopyPlace } from '../../src/db/locations/locations';
import { discardParkedEntry } from '../../src/db/outbox/parked';
import { LOCATION_TEXTS } from '../../src/domain/texts';
import { readDevice, readServer } from './support/syncChecks';
import { startSyncHarness } from './support/syncHarness';

/**
 * Two devices that file copies while both are offline (sync/README.md, "Two devices and places"):
 * a copy's place travels as one unit, so the last filing to reach the server wins whole, and every
 * device ends with the server's place.
 */
const harness = startSyncHarness();

/** A phone and a laptop of one user, both holding Binder (2 pages of 9) and two cards, unfiled. */
async function twoDevicesWithABinder() {
  const user = await harness.user();
  const phone = harness.device(user);
  const laptop = harness.device(user);
  const collection = await createCollection(phone.db, { name: 'Main' });
  for (const name of ['Lightning Bolt', 'Counterspell'])
    await createCard(phone.db, {
      collectionId: collection.id,
      name,
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
    });
  await createLocation(phone.db, { name: 'Binder', kind: 'binder', pages: 2, slotsPerPage: 9 });
  await phone.sync();
  await laptop.sync();
  const [binder] = await laptop.db.locations.toArray();
  const cards = await laptop.db.cards.orderBy('name').toArray();
  const idOf = (name: string) => cards.find((card) => card.name === name)?.id as string;
  return {
    user,
    phone,
    laptop,
    binderId: binder.id,
    bolt: idOf('Lightning Bolt'),
    counter: idOf('Counterspell'),
  };
}

const placeOf = (
  card: { locationId?: string | null; page?: number | null; slot?: number | null } | undefined,
) => [card?.locationId ?? null, card?.page ?? null, card?.slot ?? null];

describe('two devices and places', () => {
  it('one copy filed into two slots: the filing that reaches the server last wins whole, on every device', async () => {
    const { user, phone, laptop, binderId, bolt } = await twoDevicesWithABinder();
    await setCopyPlace(phone.db, bolt, { locationId: binderId, page: 1, slot: 1 });
    await setCopyPlace(laptop.db, bolt, { locationId: binderId, page: 2, slot: 5 });
    await phone.sync();
    await laptop.sync();
    await phone.sync();

    const server = await readServer(user.api);
    expect(placeOf(server.cards.find((card) => card.id === bolt))).toEqual([binderId, 2, 5]);
    expect(await readDevice(phone)).toEqual(server);
    expect(await readDevice(laptop)).toEqual(server);
  });

  it('two copies filed into one pocket: both are kept there (the binder view names both)', async () => {
    const { user, phone, laptop, binderId, bolt, counter } = await twoDevicesWithABinder();
    await setCopyPlace(phone.db, bolt, { locationId: binderId, page: 1, slot: 3 });
    await setCopyPlace(laptop.db, counter, { locationId: binderId, page: 1, slot: 3 });
    await phone.sync();
    await laptop.sync();
    await phone.sync();

    const server = await readServer(user.api);
    expect(server.cards.map(placeOf)).toEqual([
      [binderId, 1, 3],
      [binderId, 1, 3],
    ]);
    expect(await readDevice(phone)).toEqual(server);
    expect(await readDevice(laptop)).toEqual(server);
  });

  it('a binder deleted on one device while the other files a copy in it: the filing is parked; Discard restores', async () => {
    const { user, phone, laptop, binderId, bolt } = await twoDevicesWithABinder();
    await deleteLocation(phone.db, binderId, { moveTo: null });
    await setCopyPlace(laptop.db, bolt, { locationId: binderId, page: 1, slot: 2 });
    await phone.sync();
    await laptop.sync();

    const [parked] = await laptop.db.outbox.toArray();
    expect(parked).toMatchObject({ state: 'failed', lastError: LOCATION_TEXTS.notFound });
    expect(await laptop.db.cards.count()).toBe(2);
    await discardParkedEntry(laptop.db, parked.seq);
    await laptop.sync();
    const server = await readServer(user.api);
    expect(server.cards.map(placeOf)).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(await readDevice(laptop)).toEqual(server);
    expect(await laptop.db.locations.count()).toBe(0);
  });
});
