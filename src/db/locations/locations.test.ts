import { describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { LOCATION_TEXTS } from '../../domain/texts';
import { editCard } from '../cards/editCard';
import { quickAddCard } from '../cards/quickAddCard';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { boltDefinition } from '../testing/cards';
import { outboxCalls } from '../testing/database';
import { devicesDeletedAfterEach } from '../testing/syncedDevice';
import { createLocation, deleteLocation, renameLocation, setCopyPlace } from './locations';
import { cardsIn, listLocations } from './queries';

const device = devicesDeletedAfterEach();

/** A device with a collection holding one Lightning Bolt, and a 10-page binder, none of it synced. */
async function offlineBinder(db: CardfolioDatabase) {
  const collection = await createCollection(db, { name: 'Main' });
  const { card } = await quickAddCard(db, { collectionId: collection.id, definition: boltDefinition() });
  const binder = await createLocation(db, { name: 'Binder 1', kind: 'binder', pages: 10, slotsPerPage: 9 });
  return { card, binder };
}

describe('locations on the device', () => {
  it('creates a binder and files a copy offline; one sync gives the server the same', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const { card, binder } = await offlineBinder(db);
    await setCopyPlace(db, card.id, { locationId: binder.id, page: 2, slot: 3 });
    expect(await cardsIn(db, binder.id)).toHaveLength(1);
    await engine.sync();

    const [serverBinder] = server.rows('locations');
    expect(serverBinder).toMatchObject({ name: 'Binder 1', kind: 'binder', pages: 10, slotsPerPage: 9 });
    expect(server.rows('cards')[0]).toMatchObject({ locationId: serverBinder?.id, page: 2, slot: 3 });
    expect((await listLocations(db)).map((row) => row.id)).toEqual([serverBinder?.id]);
    expect(await db.cards.toArray()).toEqual([
      expect.objectContaining({ locationId: serverBinder?.id, page: 2 }),
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a slot the binder lacks with the user’s message and writes nothing', async () => {
    const { db } = device(new FakeServer());
    const { card, binder } = await offlineBinder(db);
    const before = await outboxCalls(db);
    await expect(setCopyPlace(db, card.id, { locationId: binder.id, page: 11, slot: 1 })).rejects.toThrow(
      new InputError(LOCATION_TEXTS.pageOutOfRange, { place: LOCATION_TEXTS.pageOutOfRange }),
    );
    await expect(createLocation(db, { name: 'Box', kind: 'box', pages: 2, slotsPerPage: 9 })).rejects.toThrow(
      InputError,
    );
    expect(await outboxCalls(db)).toEqual(before);
  });

  it('an edit of notes and place together is one card edit, refused whole when the place is wrong', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    await offlineBinder(db);
    await engine.sync();
    const synced = (await db.cards.toArray())[0]?.id as string;
    const realBinder = (await db.locations.toArray())[0]?.id as string;

    await expect(
      editCard(db, synced, { notes: 'Signed', locationId: realBinder, page: 11, slot: 1 }),
    ).rejects.toThrow(LOCATION_TEXTS.pageOutOfRange);
    expect(await db.cards.get(synced)).toMatchObject({ notes: '' });
    expect(await db.outbox.count()).toBe(0);

    await editCard(db, synced, { notes: 'Signed', locationId: realBinder, page: 3, slot: 4 });
    expect(await outboxCalls(db)).toHaveLength(1);
    await engine.sync();
    expect(server.rows('cards')[0]).toMatchObject({
      notes: 'Signed',
      locationId: realBinder,
      page: 3,
      slot: 4,
    });
  });

  it('renames, and deleting moves the copies to another location on device and server alike', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const { card, binder } = await offlineBinder(db);
    await createLocation(db, { name: 'Box', kind: 'box' });
    await setCopyPlace(db, card.id, { locationId: binder.id, page: 1, slot: 1 });
    await engine.sync();
    const realBinder = (await db.locations.where('name').equals('Binder 1').first())?.id as string;
    const realBox = (await db.locations.where('name').equals('Box').first())?.id as string;
    expect([realBinder, realBox].sort()).toEqual(
      server
        .rows('locations')
        .map((row) => row.id)
        .sort(),
    );

    await renameLocation(db, realBox, { name: 'Shoebox' });
    await deleteLocation(db, realBinder, { moveTo: realBox });
    const [moved] = await db.cards.toArray();
    expect(moved).toMatchObject({ locationId: realBox, page: null, slot: null });
    await engine.sync();

    expect(server.rows('locations').map((row) => row.name)).toEqual(['Shoebox']);
    expect(server.rows('cards')[0]).toMatchObject({ locationId: realBox, page: null, slot: null });
    await deleteLocation(db, realBox);
    expect((await db.cards.toArray())[0]).not.toHaveProperty('locationId');
    await engine.sync();
    expect(server.rows('locations')).toEqual([]);
    expect(server.rows('cards')[0]).not.toHaveProperty('locationId');
  });
});
