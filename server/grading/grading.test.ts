import { expect, it } from 'vitest';
import { GRADING_TEXTS } from '../../src/domain/grading/texts';
import type { Card, ChangesPage, Collection } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

type Graded = Card & { idMapping: Record<string, string> };
const psa9 = (certificate: string | null) => ({ grader: 'psa', grade: 9, certificate, fee: 25, value: 300 });

describeEachBackend('graded copies', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let collection: Collection;
  const addCard = async (quantity: number, purchasePrice: number | null = 10) =>
    (
      await user.api.post<Card>('/cards', {
        collectionId: collection.id,
        name: 'Lightning Bolt',
        conditionQuantities: [{ condition: 'Near Mint', quantity, purchasePrice }],
      })
    ).body.data as Card;
  const grade = (cardId: string, certificate: string | null, gradedId = 'temp-slab', options = {}) =>
    user.api.post<Graded>(
      `/cards/${cardId}/grade`,
      { condition: 'Near Mint', grading: psa9(certificate), gradedId },
      options,
    );
  const allCards = async () => (await user.api.get<Card[]>('/cards')).body.data as Card[];

  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });

  it('takes one copy into a graded card (fee on its cost), answers idMapping, and the feed sends both', async () => {
    const card = await addCard(3);
    const answer = await grade(card.id, '81234567');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const left = answer.body.data as Graded;
    expect(left.conditionQuantities[0]?.quantity).toBe(2);
    expect(left).not.toHaveProperty('grading');
    const slabId = left.idMapping['temp-slab'] as string;
    const slab = (await user.api.get<Card>(`/cards/${slabId}`)).body.data as Card;
    expect(slab.grading).toEqual({
      grader: 'PSA',
      grade: 9,
      subgrades: null,
      certificate: '81234567',
      gradedOn: null,
      fee: 25,
      value: 300,
    });
    expect(slab.conditionQuantities).toMatchObject([
      { condition: 'Near Mint', quantity: 1, purchasePrice: 35 },
    ]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    const fed = feed.changes.filter((change) => change.entity === 'cards').map((change) => change.id);
    expect(fed).toEqual(expect.arrayContaining([card.id, slabId]));
    const listed = (await user.api.get<Card[]>(`/collections/${collection.id}/cards`)).body.data as Card[];
    expect(listed.find((row) => row.id === slabId)).toEqual(slab);
    // Two raw copies at $10 and the slab at $10 + $25; only the slab has a value, its manual $300.
    const finance = await user.api.get<object>(`/finance/collection/${collection.id}`);
    expect(finance.body.data).toMatchObject({ data: { totalPurchaseValue: 55, totalMarketValue: 300 } });
  });

  it('grades the only copy in place and repeats an Idempotency-Key with the stored answer', async () => {
    const card = await addCard(1, null);
    const first = await grade(card.id, null, 'temp-a', { idempotencyKey: 'grade-once' });
    const again = await grade(card.id, null, 'temp-a', { idempotencyKey: 'grade-once' });
    expect(first.body.data).toMatchObject({
      id: card.id,
      idMapping: {},
      grading: { grader: 'PSA', fee: 25 },
    });
    expect(again.body).toEqual(first.body);
    expect((first.body.data as Graded).conditionQuantities[0]?.purchasePrice).toBe(25);
    expect(await allCards()).toHaveLength(1);
  });

  it('refuses a certificate number the user already has (409), a graded copy and a condition not held', async () => {
    const card = await addCard(3);
    expect((await grade(card.id, '555')).status).toBe(200);
    const twice = await grade(card.id, '555', 'temp-b');
    expect([twice.status, twice.body.error?.message]).toEqual([409, GRADING_TEXTS.certificateTaken('555')]);
    const other = await addCard(1);
    const put = await user.api.put(`/cards/${other.id}`, { grading: psa9('555') });
    expect([put.status, put.body.error?.message]).toEqual([409, GRADING_TEXTS.certificateTaken('555')]);
    const wrong = await user.api.post(`/cards/${card.id}/grade`, {
      condition: 'Played',
      grading: psa9(null),
      gradedId: 'temp-c',
    });
    expect([wrong.status, wrong.body.error?.message]).toEqual([409, GRADING_TEXTS.noCopyInCondition]);
    const many = await user.api.put(`/cards/${card.id}`, { grading: psa9('556') });
    expect([many.status, many.body.error?.message]).toEqual([400, GRADING_TEXTS.gradedIsOneCopy]);
    expect((await allCards()).filter((row) => row.grading)).toHaveLength(1);
  });

  it('lets another user use the same certificate, and answers 404 for another user’s card', async () => {
    const card = await addCard(2);
    expect((await grade(card.id, '777')).status).toBe(200);
    const other = await registerUser(server.apiUrl);
    const stranger = await other.api.post(`/cards/${card.id}/grade`, {
      condition: 'Near Mint',
      grading: psa9('778'),
      gradedId: 'temp-d',
    });
    expect(stranger.status).toBe(404);
    const theirs = await other.api.post<Collection>('/collections', { name: 'Theirs' });
    const theirCard = await other.api.post<Card>('/cards', {
      collectionId: (theirs.body.data as Collection).id,
      name: 'Opt',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
    });
    const same = await other.api.post(`/cards/${(theirCard.body.data as Card).id}/grade`, {
      condition: 'Near Mint',
      grading: psa9('777'),
      gradedId: 'temp-e',
    });
    expect(same.status).toBe(200);
  });
});
