import { beforeEach, expect, it } from 'vitest';
import type { Location } from '../../src/domain/locations/schema';
import type { Card, Collection } from '../../src/domain/schemas';
import { LOCATION_TEXTS, TEXTS } from '../../src/domain/texts';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

describeEachBackend('POST /locations/:id/file', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let binder: Location;
  let copies: Card[];
  const getCard = async (id: string) => (await user.api.get<Card>(`/cards/${id}`)).body.data as Card;

  let collection: Collection;
  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });
  beforeEach(async () => {
    binder = (
      await user.api.post<Location>('/locations', { name: 'B', kind: 'binder', pages: 2, slotsPerPage: 9 })
    ).body.data as Location;
    copies = [];
    for (const name of ['Bolt', 'Shock', 'Opt']) {
      const body = {
        collectionId: collection.id,
        name,
        conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
      };
      copies.push((await user.api.post<Card>('/cards', body)).body.data as Card);
    }
  });

  it('files every copy at its page and slot in one call, and answers the copies', async () => {
    const body = { copies: copies.map((copy, index) => ({ id: copy.id, page: 2, slot: index + 1 })) };
    const answer = await user.api.post<Card[]>(`/locations/${binder.id}/file`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((card) => [card.name, card.page, card.slot])).toEqual([
      ['Bolt', 2, 1],
      ['Shock', 2, 2],
      ['Opt', 2, 3],
    ]);
    expect(await getCard(copies[2]?.id as string)).toMatchObject({ locationId: binder.id, page: 2, slot: 3 });
  });

  it('refuses the whole call for a slot the binder lacks or a copy not the user’s, moving nothing', async () => {
    const [bolt, shock] = copies as [Card, Card];
    const noSuchPage = await user.api.post(`/locations/${binder.id}/file`, {
      copies: [
        { id: bolt.id, page: 1, slot: 1 },
        { id: shock.id, page: 3, slot: 1 },
      ],
    });
    expect([noSuchPage.status, noSuchPage.body.error?.message]).toEqual([400, LOCATION_TEXTS.pageOutOfRange]);
    const stranger = await registerUser(server.apiUrl);
    const theirs = (await stranger.api.post<Location>('/locations', { name: 'T', kind: 'box' })).body
      .data as Location;
    const notMine = await stranger.api.post(`/locations/${theirs.id}/file`, {
      copies: [{ id: bolt.id, page: null, slot: null }],
    });
    expect([notMine.status, notMine.body.error?.message]).toEqual([404, TEXTS.cardNotFound]);
    expect(await getCard(bolt.id)).not.toHaveProperty('locationId');
  });
});
