import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { makeDefinition } from '../../domain/testing/factories';
import { editCard } from '../cards/editCard';
import { quickAddCard } from '../cards/quickAddCard';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { outboxCalls } from '../testing/database';
import { deviceSyncingWith } from '../testing/syncedDevice';
import { createLocation } from './locations';
import { moveCopies } from './moveCopies';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

/** A device with `count` different cards in one collection, none synced. */
async function offlineCards(server: FakeServer, count: number) {
  const device = deviceSyncingWith(server);
  databases.push(device.db);
  const collection = await createCollection(device.db, { name: 'Main' });
  const ids: string[] = [];
  for (let index = 1; index <= count; index++) {
    const definition = makeDefinition(`Card ${index}`);
    ids.push((await quickAddCard(device.db, { collectionId: collection.id, definition })).card.id);
  }
  return { ...device, ids };
}

describe('moveCopies', () => {
  it('files 12 copies into a new binder from page 1 slot 1 in one outbox entry; the server gets every slot', async () => {
    const server = new FakeServer();
    const { db, engine, ids } = await offlineCards(server, 12);
    const binder = await createLocation(db, { name: 'Binder', kind: 'binder', pages: 10, slotsPerPage: 9 });
    const before = (await db.outbox.count()) + 1;
    await moveCopies(db, { cardIds: ids, locationId: binder.id, start: { page: 1, slot: 1 } });

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(before);
    expect(entries.at(-1)?.records.map((record) => record.id)).toEqual(ids);
    await engine.sync();
    const byName = new Map(server.rows('cards').map((card) => [card.name, card]));
    const realBinder = server.rows('locations')[0]?.id;
    expect(byName.get('Card 1')).toMatchObject({ locationId: realBinder, page: 1, slot: 1 });
    expect(byName.get('Card 10')).toMatchObject({ locationId: realBinder, page: 2, slot: 1 });
    expect(byName.get('Card 12')).toMatchObject({ locationId: realBinder, page: 2, slot: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a move the binder is too full for, with the reason, and writes nothing', async () => {
    const { db, ids } = await offlineCards(new FakeServer(), 4);
    const binder = await createLocation(db, { name: 'Small', kind: 'binder', pages: 1, slotsPerPage: 4 });
    await moveCopies(db, { cardIds: ids.slice(0, 2), locationId: binder.id, start: { page: 1, slot: 2 } });
    const calls = await outboxCalls(db);
    const rows = await db.cards.toArray();

    await expect(
      moveCopies(db, { cardIds: ids.slice(2), locationId: binder.id, start: { page: 1, slot: 3 } }),
    ).rejects.toThrow(new InputError(LOCATION_MOVE_TEXTS.binderFull(2, 1)));
    expect(await outboxCalls(db)).toEqual(calls);
    expect(await db.cards.toArray()).toEqual(rows);
  });

  it('the Edit card dialog’s place follows the same rule: a slot another copy holds is refused', async () => {
    const { db, ids } = await offlineCards(new FakeServer(), 2);
    const binder = await createLocation(db, { name: 'Binder', kind: 'binder', pages: 1, slotsPerPage: 9 });
    await moveCopies(db, { cardIds: [ids[0] as string], locationId: binder.id, start: { page: 1, slot: 5 } });
    const place = { locationId: binder.id, page: 1, slot: 5 };
    await expect(editCard(db, ids[1] as string, place)).rejects.toThrow(LOCATION_MOVE_TEXTS.slotTaken);
    await editCard(db, ids[1] as string, { ...place, slot: 6 });
    expect(await db.cards.get(ids[1] as string)).toMatchObject({ locationId: binder.id, slot: 6 });
  });
});
