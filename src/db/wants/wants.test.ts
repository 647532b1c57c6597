import { describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { WANT_TEXTS } from '../../domain/texts';
import { quickAddCard } from '../cards/quickAddCard';
import { createCollection } from '../collections/createCollection';
import { deleteCollection } from '../collections/deleteCollection';
import { InputError } from '../errors';
import { boltDefinition } from '../testing/cards';
import { outboxCalls } from '../testing/database';
import { devicesDeletedAfterEach } from '../testing/syncedDevice';
import { createWant, deleteWant, editWant } from './wants';

const device = devicesDeletedAfterEach();

describe('wants on the device', () => {
  it('adds, changes and deletes wants offline; one sync gives the server the same', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const collection = await createCollection(db, { name: 'Main' });
    const lotus = await createWant(db, { name: 'Black Lotus', quantity: 1 });
    const bolt = await createWant(db, {
      name: 'Lightning Bolt',
      setCode: 'LEA',
      quantity: 4,
      collectionId: collection.id,
    });
    await editWant(db, bolt.id, { quantity: 2, priority: 'high' });
    await deleteWant(db, lotus.id);
    // The edit folded into the unsent create; the delete took the other create with it.
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /collections',
      'POST /wants',
    ]);
    await engine.sync();

    const [serverCollection] = server.rows('collections');
    expect(server.rows('wants')).toEqual([
      expect.objectContaining({
        name: 'Lightning Bolt',
        quantity: 2,
        priority: 'high',
        collectionId: serverCollection?.id,
      }),
    ]);
    expect(await db.wants.toArray()).toEqual([
      expect.objectContaining({ id: server.rows('wants')[0]?.id, collectionId: serverCollection?.id }),
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { db } = device(new FakeServer());
    await expect(createWant(db, { name: 'Bolt', quantity: 0 })).rejects.toThrow(WANT_TEXTS.quantityRange);
    await expect(createWant(db, { name: '', quantity: 1 })).rejects.toBeInstanceOf(InputError);
    expect(await db.wants.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('goes with the collection whose list it is on; the list across collections stays', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const collection = await createCollection(db, { name: 'Main' });
    await quickAddCard(db, { collectionId: collection.id, definition: boltDefinition() });
    await createWant(db, { name: 'Lightning Bolt', quantity: 4, collectionId: collection.id });
    const kept = await createWant(db, { name: 'Black Lotus', quantity: 1 });
    await engine.sync();
    await deleteCollection(db, server.rows('collections')[0]?.id as string);
    await engine.sync();
    expect(server.rows('wants').map((want) => want.name)).toEqual(['Black Lotus']);
    expect((await db.wants.toArray()).map((want) => want.name)).toEqual(['Black Lotus']);
    expect(kept.collectionId).toBeNull();
  });
});
