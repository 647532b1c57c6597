import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/db/cards/createCard';
import { editCard } from '../../src/db/cards/editCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { getCurrentCollectionId } from '../../src/db/collections/currentCollection';
import { deleteCollection } from '../../src/db/collections/deleteCollection';
import { editCollection } from '../../src/db/collections/editCollection';
import { setDefaultCollection } from '../../src/db/collections/setDefaultCollection';
import type { PullProgress } from '../../sync/status';
import { scaled } from '../setup/slowness';
import { readDevice, readServer } from './support/syncChecks';
import { currentId, PAST_BACKOFF_MS, startSyncHarness } from './support/syncHarness';

const harness = startSyncHarness();

const copy = (collectionId: string, name: string, quantity = 1) => ({
  collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint' as const, quantity }],
});

const hasTempId = (value: unknown) => JSON.stringify(value).includes('temp-');

describe('sync against the real server', () => {
  it('re-keys temp ids everywhere: rows, references, the current collection and later calls', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    const trades = await createCollection(device.db, { name: 'Trades' });
    const bolt = await createCard(device.db, copy(binder.id, 'Lightning Bolt'));
    await createCard(device.db, copy(trades.id, 'Counterspell'));
    await editCard(device.db, bolt.id, { collectionId: trades.id });
    await setDefaultCollection(device.db, trades.id);
    await device.sync();

    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    expect(hasTempId(server)).toBe(false);
    expect(await device.db.outbox.count()).toBe(0);
    const tradesId = await currentId(device, trades.id);
    expect(server.cards.map((card) => [card.name, card.collectionId]).sort()).toEqual([
      ['Counterspell', tradesId],
      ['Lightning Bolt', tradesId],
    ]);
    expect(server.collections.find((c) => c.isDefault)?.id).toBe(tradesId);
    expect(await getCurrentCollectionId(device.db)).toBe(await currentId(device, binder.id));
  });

  it('a lost answer after the commit: the retry is answered from the key and nothing is made twice', async () => {
    const user = await harness.user();
    const proxy = await harness.proxy('dropResponse');
    const device = harness.device(user, proxy);
    /** Flushes with every answer lost, then again on a healed network; answers what the first one committed. */
    const flushLosingAnswers = async () => {
      proxy.setFaulty(true);
      await device.sync();
      expect(device.engine.status.get().phase).toBe('offline');
      const committed = await readServer(user.api);
      proxy.setFaulty(false);
      device.advanceClock(PAST_BACKOFF_MS);
      await device.sync();
      return committed;
    };
    const binder = await createCollection(device.db, { name: 'Binder' });
    const afterCollection = await flushLosingAnswers();
    expect(afterCollection.collections.map((c) => c.name)).toEqual(['Binder']);

    // The cards name the collection by its temp id: they went only once its real id was known.
    await createCard(device.db, copy(await currentId(device, binder.id), 'Lightning Bolt'));
    await createCard(device.db, copy(await currentId(device, binder.id), 'Counterspell'));
    const afterCards = await flushLosingAnswers();
    expect(afterCards.cards.map((c) => c.name).sort()).toEqual(['Counterspell', 'Lightning Bolt']);

    const server = await readServer(user.api);
    expect(server.collections.map((c) => c.id)).toEqual(afterCollection.collections.map((c) => c.id));
    expect(server.cards.map((c) => c.id)).toEqual(afterCards.cards.map((c) => c.id));
    expect(await readDevice(device)).toEqual(server);
    expect(device.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0 });
    expect(proxy.counts.dropResponse).toBe(2);
  });

  it('a reload mid-flush: the request on the wire lands, the reloaded page resends it, one record', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const binder = await createCollection(device.db, { name: 'Binder' });
    await device.reloadMidFlush({ on: 'sent', nth: 1, delayMs: 0 });
    await device.stragglers();

    // The old page's answer came back to a closed database: the new page still has the entry.
    expect((await readServer(user.api)).collections.map((c) => c.name)).toEqual(['Binder']);
    expect(await device.db.outbox.toArray()).toMatchObject([{ path: '/collections', attempts: 1 }]);
    expect(await device.db.idMap.get(binder.id)).toBeUndefined();

    await device.sync();
    const server = await readServer(user.api);
    expect(server.collections).toHaveLength(1);
    expect(await readDevice(device)).toEqual(server);
    expect(await currentId(device, binder.id)).toBe(server.collections[0].id);
  });

  it('delete wins: an edit of a card deleted on another device is answered 404 and the card goes', async () => {
    const user = await harness.user();
    const phone = harness.device(user);
    const laptop = harness.device(user);
    const binder = await createCollection(phone.db, { name: 'Binder' });
    const bolt = await createCard(phone.db, copy(binder.id, 'Lightning Bolt'));
    await phone.sync();
    await laptop.sync();
    const boltId = await currentId(phone, bolt.id);
    expect(await laptop.db.cards.get(boltId)).toBeDefined();

    expect((await user.api.delete(`/cards/${boltId}`)).status).toBe(200);
    await editCard(laptop.db, boltId, { notes: 'foil next time' });
    await laptop.sync();
    expect(await laptop.db.cards.get(boltId)).toBeUndefined();
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(laptop.engine.status.get()).toMatchObject({ phase: 'idle', failedCount: 0 });
    expect((await readServer(user.api)).cards).toEqual([]);
  });

  it('two devices converge: each sees the other, and a rename conflict ends the same everywhere', async () => {
    const user = await harness.user();
    const phone = harness.device(user);
    const laptop = harness.device(user);
    const binder = await createCollection(phone.db, { name: 'Binder' });
    await createCard(phone.db, copy(binder.id, 'Lightning Bolt'));
    const deck = await createCollection(laptop.db, { name: 'Deck' });
    await createCard(laptop.db, copy(deck.id, 'Forest', 20));
    await phone.sync();
    await laptop.sync();
    await phone.sync();

    const binderId = await currentId(phone, binder.id);
    await editCollection(phone.db, binderId, { name: 'Binder (phone)' });
    await editCollection(laptop.db, binderId, { name: 'Binder (laptop)', description: 'shared' });
    await deleteCollection(laptop.db, await currentId(laptop, deck.id));
    await phone.sync();
    await laptop.sync();
    await phone.sync();

    const server = await readServer(user.api);
    expect(server.collections.map((c) => [c.name, c.description])).toEqual([['Binder (laptop)', 'shared']]);
    expect(server.cards.map((c) => c.name)).toEqual(['Lightning Bolt']);
    expect(await readDevice(phone)).toEqual(server);
    expect(await readDevice(laptop)).toEqual(server);
  });

  it(
    'a first full pull comes in pages, with progress, and stores everything',
    async () => {
      const user = await harness.user();
      const made = await user.api.post<{ id: string }>('/collections', { name: 'Bulk' });
      const collectionId = made.body.data?.id ?? '';
      for (let batch = 0; batch < 6; batch++) {
        const mutations = Array.from({ length: batch < 5 ? 100 : 10 }, (_, index) => ({
          mutationId: crypto.randomUUID(),
          method: 'POST',
          path: '/cards',
          body: copy(collectionId, `Card ${batch * 100 + index}`),
        }));
        expect((await user.api.post('/sync/push', { mutations })).status).toBe(200);
      }
      const device = harness.device(user);
      const progress: PullProgress[] = [];
      device.engine.status.subscribe(({ pull }) => {
        if (pull) progress.push(pull);
      });
      await device.sync();

      expect(progress).toEqual([
        { initial: true, pages: 1, received: 500 },
        { initial: true, pages: 2, received: 511 },
      ]);
      expect(device.engine.status.get().pull).toBeNull();
      const server = await readServer(user.api);
      expect(server.cards).toHaveLength(510);
      expect(await readDevice(device)).toEqual(server);
      expect(await getCurrentCollectionId(device.db)).toBe(collectionId);
      // Seeding 510 cards through the server takes a while on a busy machine.
    },
    scaled(120_000),
  );
});
