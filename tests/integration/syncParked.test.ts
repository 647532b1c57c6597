import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/db/cards/createCard';
import { editCard } from '../../src/db/cards/editCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { editCollection } from '../../src/db/collections/editCollection';
import { commit } from '../../src/db/commit';
import { newTempId } from '../../src/db/ids';
import { mutator } from '../../src/db/outbox/mutator';
import { discardParkedEntry, retryParkedEntry } from '../../src/db/outbox/parked';
import { readOutboxStatus } from '../../src/db/outbox/queries';
import { readDevice, readServer } from './support/syncChecks';
import type { SyncDevice } from './support/syncDevice';
import { currentId, startSyncHarness } from './support/syncHarness';

/** Refusals (4xx) from the real server: parked with its message, then the user's Retry, fix or Discard. */
const harness = startSyncHarness();

const copy = (collectionId: string, name: string) => ({
  collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint' as const, quantity: 1 }],
});

async function parkedMessages(device: SyncDevice) {
  return (await readOutboxStatus(device.db)).failed.map((entry) => [entry.path, entry.lastError]);
}

/** There is no device use case for sealed definitions yet: the entry is queued as one would be. */
async function queueDefinition(device: SyncDevice, name: string) {
  const id = newTempId();
  const body = { name, set: 'Dominaria', type: 'Booster Box' as const };
  await mutator(device.db, ['sealedDefinitions'], async ({ now }) => {
    await device.db.sealedDefinitions.add({
      id,
      ...body,
      description: '',
      releaseDate: null,
      imageUrl: '',
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    await commit(
      device.db,
      { writes: [], records: [{ entity: 'sealedDefinitions', id: id, op: 'create' }] },
      {
        method: 'POST',
        path: '/sealed-products/definitions',
        body,
      },
    );
  });
  return id;
}

describe('a change the server refuses', () => {
  it('is parked with the server’s message, its dependents wait, and the user’s edit sends both', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder\u0000' });
    await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await device.sync();

    expect(await parkedMessages(device)).toEqual([['/collections', 'name: must not contain NUL characters']]);
    expect(device.engine.status.get()).toMatchObject({ phase: 'failing', failedCount: 1, pendingCount: 1 });
    expect(await readServer(user.api)).toEqual({
      collections: [],
      cards: [],
      transactions: [],
      sealedDefinitions: [],
      sealedProducts: [],
      locations: [],
    });

    await editCollection(device.db, binder.id, { name: 'Binder' });
    await device.sync();
    const server = await readServer(user.api);
    expect(server.collections.map((c) => c.name)).toEqual(['Binder']);
    expect(server.cards.map((c) => [c.name, c.collectionId])).toEqual([
      ['Lightning Bolt', server.collections[0].id],
    ]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', failedCount: 0, pendingCount: 0 });
  });

  it('Retry sends it again under its key once the conflict was fixed elsewhere', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const theirs = await user.api.post<{ id: string }>('/sealed-products/definitions', {
      name: 'Dominaria Booster Box',
      set: 'Dominaria',
      type: 'Booster Box',
    });
    const mine = await queueDefinition(device, 'Dominaria Booster Box');
    await device.sync();
    const [refused] = (await readOutboxStatus(device.db)).failed;
    expect(refused.lastError).toBe('A product definition with this name, set, and type already exists.');

    // Retried as it is, it is refused again; after the other device renamed theirs, it goes.
    await retryParkedEntry(device.db, refused.seq);
    await device.sync();
    expect((await readOutboxStatus(device.db)).failed.map((e) => e.mutationId)).toEqual([refused.mutationId]);
    await user.api.put(`/sealed-products/definitions/${theirs.body.data?.id}`, { name: 'Old Booster Box' });
    await retryParkedEntry(device.db, refused.seq);
    await device.sync();

    expect(await device.db.outbox.count()).toBe(0);
    const mineNow = await device.db.sealedDefinitions.get(await currentId(device, mine));
    expect(mineNow?.id).not.toBe(mine);
    const onServer = await user.api.get<{ id: string; name: string }[]>('/sealed-products/definitions');
    expect(onServer.body.data?.map((d) => d.name).sort()).toEqual([
      'Dominaria Booster Box',
      'Old Booster Box',
    ]);
    expect(onServer.body.data?.some((d) => d.id === mineNow?.id)).toBe(true);
  });

  it('Discard of a refused collection puts back a synced card that was moved into it', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const bolt = await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await device.sync();
    const boltId = await currentId(device, bolt.id);

    const refused = await createCollection(device.db, { name: 'Trades\u0000' });
    await editCard(device.db, boltId, { collectionId: refused.id });
    await device.sync();
    const [parked] = (await readOutboxStatus(device.db)).failed;
    expect(parked.path).toBe('/collections');
    await discardParkedEntry(device.db, parked.seq);
    await device.sync();

    const server = await readServer(user.api);
    expect(server.cards.map((c) => [c.id, c.collectionId])).toEqual([
      [boltId, await currentId(device, binder.id)],
    ]);
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', failedCount: 0, pendingCount: 0 });
  });

  it('Discard drops a refused card create and its row, while the entries behind it went on', async () => {
    const user = await harness.user();
    const phone = harness.device(user);
    const laptop = harness.device(user);
    const binder = await createCollection(phone.db, { name: 'Binder' });
    await phone.sync();
    await laptop.sync();
    const binderId = await currentId(phone, binder.id);
    expect((await user.api.delete(`/collections/${binderId}`)).status).toBe(200);

    const bolt = await createCard(laptop.db, copy(binderId, 'Lightning Bolt'));
    await createCollection(laptop.db, { name: 'Deck' });
    await laptop.sync();
    expect(await parkedMessages(laptop)).toEqual([['/cards', 'Collection not found']]);
    expect((await readServer(user.api)).collections.map((c) => c.name)).toEqual(['Deck']);

    const [refused] = (await readOutboxStatus(laptop.db)).failed;
    await discardParkedEntry(laptop.db, refused.seq);
    expect(await laptop.db.cards.get(bolt.id)).toBeUndefined();
    await laptop.sync();
    const server = await readServer(user.api);
    expect(server.cards).toEqual([]);
    expect(await readDevice(laptop)).toEqual(server);
    expect(laptop.engine.status.get()).toMatchObject({ phase: 'idle', failedCount: 0, pendingCount: 0 });
  });
});
