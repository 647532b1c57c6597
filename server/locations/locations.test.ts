import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Location } from '../../src/domain/locations/schema';
import type { Card, ChangesPage, Collection } from '../../src/domain/schemas';
import { makeItem } from '../../src/domain/testing/factories';
import { LOCATION_TEXTS } from '../../src/domain/texts';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

describeEachBackend('locations', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let collection: Collection;
  const createLocation = async (body: object) => {
    const answer = await user.api.post<Location>('/locations', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Location;
  };
  const addCard = async (place: object = {}) =>
    (
      await user.api.post<Card>('/cards', {
        collectionId: collection.id,
        name: 'Lightning Bolt',
        conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
        ...place,
      })
    ).body.data as Card;
  const getCard = async (id: string) => (await user.api.get<Card>(`/cards/${id}`)).body.data as Card;

  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });

  it('creates, lists, renames a location; a binder needs its size and only a binder has one', async () => {
    const binder = await createLocation({ name: ' Binder 1 ', kind: 'binder', pages: 10, slotsPerPage: 9 });
    expect(binder).toMatchObject({ name: 'Binder 1', kind: 'binder', pages: 10, slotsPerPage: 9 });
    const box = await createLocation({ name: 'Box', kind: 'box' });
    expect(box).toMatchObject({ pages: null, slotsPerPage: null });
    const unsized = await user.api.post('/locations', { name: 'B', kind: 'binder' });
    expect([unsized.status, unsized.body.error?.message]).toEqual([
      400,
      `pages: ${LOCATION_TEXTS.binderNeedsSize}`,
    ]);
    const sizedBox = await user.api.post('/locations', { name: 'B', kind: 'box', pages: 2, slotsPerPage: 9 });
    expect(sizedBox.body.error?.message).toBe(`pages: ${LOCATION_TEXTS.onlyBinderHasPages}`);
    const renamed = await user.api.put<Location>(`/locations/${binder.id}`, { name: 'Trades' });
    expect(renamed.body.data).toMatchObject({ id: binder.id, name: 'Trades', kind: 'binder' });
    const list = (await user.api.get<Location[]>('/locations')).body.data as Location[];
    expect(list.map((row) => row.name)).toEqual(['Trades', 'Box']);
  });

  it('files a copy in a binder slot, refuses a page or slot the binder lacks, and unfiles it', async () => {
    const binder = await createLocation({ name: 'Binder', kind: 'binder', pages: 3, slotsPerPage: 9 });
    const card = await addCard({ locationId: binder.id, page: 2, slot: 3 });
    expect(card).toMatchObject({ locationId: binder.id, page: 2, slot: 3 });
    const noPage = await user.api.put(`/cards/${card.id}`, { page: 4 });
    expect([noPage.status, noPage.body.error?.message]).toEqual([400, LOCATION_TEXTS.pageOutOfRange]);
    const noSlot = await user.api.put(`/cards/${card.id}`, { slot: 10 });
    expect([noSlot.status, noSlot.body.error?.message]).toEqual([400, LOCATION_TEXTS.slotOutOfRange]);
    const noLocation = await user.api.put(`/cards/${card.id}`, { locationId: null });
    expect(noLocation.body.error?.message).toBe(LOCATION_TEXTS.pageNeedsBinder);
    const huge = await user.api.put(`/cards/${card.id}`, { slot: 1000 });
    expect(huge.body.error?.message).toMatch(/^slot: /);
    expect(await getCard(card.id)).toMatchObject({ page: 2, slot: 3 });
    const unfiled = await user.api.put<Card>(`/cards/${card.id}`, {
      locationId: null,
      page: null,
      slot: null,
    });
    expect(unfiled.body.data).not.toHaveProperty('locationId');
  });

  it('answers 404 for another user’s location, in its own routes and as a copy’s place', async () => {
    const binder = await createLocation({ name: 'Mine', kind: 'binder', pages: 1, slotsPerPage: 9 });
    const card = await addCard();
    const stranger = await registerUser(server.apiUrl);
    for (const answer of [
      await stranger.api.get(`/locations/${binder.id}`),
      await stranger.api.put(`/locations/${binder.id}`, { name: 'Theirs' }),
      await stranger.api.request('DELETE', `/locations/${binder.id}`),
    ]) {
      expect([answer.status, answer.body.error?.message]).toEqual([404, LOCATION_TEXTS.notFound]);
    }
    const theirs = (await stranger.api.post<Location>('/locations', { name: 'T', kind: 'box' })).body
      .data as Location;
    const filed = await user.api.put(`/cards/${card.id}`, { locationId: theirs.id });
    expect([filed.status, filed.body.error?.message]).toEqual([404, LOCATION_TEXTS.notFound]);
    const created = await user.api.post('/cards', {
      collectionId: collection.id,
      name: 'Shock',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
      locationId: theirs.id,
    });
    expect(created.status).toBe(404);
  });

  it('deleting a location moves its copies to another one (page and slot cleared) or to Unfiled', async () => {
    const binder = await createLocation({ name: 'Binder', kind: 'binder', pages: 3, slotsPerPage: 9 });
    const box = await createLocation({ name: 'Box', kind: 'box' });
    const card = await addCard({ locationId: binder.id, page: 1, slot: 1 });
    const moved = await user.api.request('DELETE', `/locations/${binder.id}`, { body: { moveTo: box.id } });
    expect(moved.body).toEqual({ success: true, data: { id: binder.id } });
    expect(await getCard(card.id)).toMatchObject({ locationId: box.id, page: null, slot: null });
    const gone = await user.api.request('DELETE', `/locations/${box.id}`);
    expect(gone.status).toBe(200);
    expect(await getCard(card.id)).not.toHaveProperty('locationId');
    const feed = (await user.api.get<ChangesPage>('/sync/changes')).body.data as ChangesPage;
    const tombstones = feed.changes.filter((change) => change.entity === 'locations' && change.deleted);
    expect(tombstones.map((change) => change.id).sort()).toEqual([binder.id, box.id].sort());
  });

  it('a repeated POST /locations with one Idempotency-Key has one effect', async () => {
    const key = randomUUID();
    const body = { name: 'Once', kind: 'deck' };
    const first = await user.api.post('/locations', body, { idempotencyKey: key });
    const again = await user.api.post('/locations', body, { idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await user.api.get<Location[]>('/locations')).body.data).toHaveLength(1);
  });

  it('deleting a sale of a card whose binder was deleted since brings the card back unfiled', async () => {
    const binder = await createLocation({ name: 'Binder', kind: 'binder', pages: 2, slotsPerPage: 9 });
    const card = await addCard({ locationId: binder.id, page: 1, slot: 4 });
    const sale = await user.api.post<{ id: string }>('/transactions/unified', {
      collectionId: collection.id,
      type: 'sale',
      date: '2026-11-01',
      items: [makeItem({ id: card.id, name: card.name, quantity: 1, price: 4 })],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(
      (await user.api.request('DELETE', `/locations/${binder.id}`, { body: { moveTo: null } })).status,
    ).toBe(200);
    const undone = await user.api.delete(`/transactions/${sale.body.data?.id}`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const back = await getCard(card.id);
    expect([back.locationId ?? null, back.page ?? null, back.slot ?? null]).toEqual([null, null, null]);
  });
});
