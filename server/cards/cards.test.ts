import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Card, ChangesPage, Collection } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { cardInput, createCard, createCollection, lot } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import type { CardStats } from './stats';

describeEachBackend('cards', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  const ids = (cards: Card[] | undefined) => (cards ?? []).map((card) => card.id);

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
    main = await createCollection(user);
  });

  it('creates with 201 and the defaults filled in; reads it back by id, in all cards and in its collection', async () => {
    const answer = await user.api.post<Card>('/cards', {
      collectionId: main.id,
      name: ' Opt ',
      conditionQuantities: [{ condition: 'Played', quantity: 2 }],
    });
    expect(answer.status).toBe(201);
    const card = answer.body.data as Card;
    expect(card).toMatchObject({
      collectionId: main.id,
      name: 'Opt',
      set: '',
      setCode: '',
      color: 'colorless',
      rarity: 'Common',
      status: 'have',
      foil: false,
      marketPrice: null,
      tcgplayer_id: null,
      conditionQuantities: [
        { condition: 'Played', quantity: 2, purchasePrice: null, purchaseDate: null, transactionId: null },
      ],
    });
    expect((await user.api.get(`/cards/${card.id}`)).body.data).toEqual(card);
    const other = await createCollection(user, 'Other');
    const elsewhere = await createCard(user, cardInput(other.id, { tcgplayer_id: 1234 }));
    expect(elsewhere.tcgplayer_id).toBe(1234);
    expect(ids((await user.api.get<Card[]>('/cards')).body.data)).toEqual([card.id, elsewhere.id]);
    expect((await user.api.get<Card[]>(`/collections/${main.id}/cards`)).body.data).toEqual([card]);
    expect(ids((await user.api.get<Card[]>(`/collections/${other.id}/cards`)).body.data)).toEqual([
      elsewhere.id,
    ]);
  });

  it('takes the colour, rarity and condition in either spelling of the spec and stores one', async () => {
    const answer = await user.api.post<Card>('/cards', {
      collectionId: main.id,
      name: 'Shivan Dragon',
      color: 'Red',
      rarity: 'mythic',
      conditionQuantities: [{ condition: 'near mint', quantity: 1 }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      color: 'red',
      rarity: 'Mythic Rare',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
    });
    const edited = await user.api.put<Card>(`/cards/${answer.body.data?.id}`, {
      rarity: 'Basic Land',
      color: 'GREEN',
    });
    expect(edited.body.data).toMatchObject({ color: 'green', rarity: 'Basic Land' });
    const refused = await user.api.post('/cards', { ...cardInput(main.id), color: 'Purple' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^color: /);
  });

  it('updates only the fields sent, and moves a card only into the user’s own collection', async () => {
    const card = await createCard(user, cardInput(main.id, { notes: 'old', foil: true }));
    const answer = await user.api.put<Card>(`/cards/${card.id}`, { notes: 'new', tcgplayer_id: 77 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...card,
      notes: 'new',
      tcgplayer_id: 77,
      updatedAt: answer.body.data?.updatedAt,
    });
    expect(Date.parse(answer.body.data?.updatedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(card.updatedAt),
    );
    const other = await createCollection(user, 'Binder');
    expect(
      (await user.api.put<Card>(`/cards/${card.id}`, { collectionId: other.id })).body.data?.collectionId,
    ).toBe(other.id);
    const stranger = await registerUser(server.apiUrl);
    const theirs = await createCollection(stranger);
    const stolen = await user.api.put(`/cards/${card.id}`, { collectionId: theirs.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error?.message).toBe('Collection not found');
    expect((await user.api.get<Card>(`/cards/${card.id}`)).body.data?.collectionId).toBe(other.id);
  });

  it('deletes one card, leaving a tombstone; deleting a collection’s cards leaves the others alone', async () => {
    const other = await createCollection(user, 'Other');
    const [a, b, c] = [
      await createCard(user, cardInput(main.id)),
      await createCard(user, cardInput(main.id, { name: 'Shock' })),
      await createCard(user, cardInput(other.id)),
    ];
    const removed = await user.api.delete(`/cards/${a.id}`);
    expect(removed.body).toEqual({ success: true, data: { id: a.id } });
    const missing = await user.api.get(`/cards/${a.id}`);
    expect([missing.status, missing.body.error?.message]).toEqual([404, 'Card not found']);
    const bulk = await user.api.delete(`/cards/collection/${main.id}`);
    expect(bulk.body.data).toEqual({ collectionId: main.id, deletedCount: 1 });
    expect(ids((await user.api.get<Card[]>('/cards')).body.data)).toEqual([c.id]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    const tombstones = feed.changes.filter((change) => change.deleted).map((change) => change.id);
    expect(tombstones.sort()).toEqual([a.id, b.id].sort());
    const empty = await user.api.delete(`/cards/collection/${main.id}`);
    expect(empty.body.data).toEqual({ collectionId: main.id, deletedCount: 0 });
  });

  it('the change feed carries a card exactly as the REST answer', async () => {
    const card = await createCard(
      user,
      cardInput(main.id, { conditionQuantities: [lot({ marketPrice: 3 })] }),
    );
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    const change = feed.changes.find((entry) => entry.id === card.id);
    expect(change).toMatchObject({ entity: 'cards', deleted: false, data: card });
  });

  it('searches by name, by set name or code, by any text, and within a collection', async () => {
    const other = await createCollection(user, 'Other');
    const bolt = await createCard(user, cardInput(main.id));
    const counter = await createCard(
      user,
      cardInput(main.id, {
        name: 'Counterspell',
        set: 'Seventh Edition',
        setCode: '7ED',
        type: 'Instant',
        notes: 'bolt-proof',
      }),
    );
    const boltElsewhere = await createCard(user, cardInput(other.id, { setCode: 'LEA', set: 'Alpha' }));
    const stranger = await registerUser(server.apiUrl);
    await createCard(stranger, cardInput((await createCollection(stranger)).id));
    const search = async (query: string) =>
      ids((await user.api.get<Card[]>(`/cards/search?${query}`)).body.data);
    expect(await search('name=BOLT')).toEqual([bolt.id, boltElsewhere.id]);
    expect(await search('set=seventh')).toEqual([counter.id]);
    expect(await search('set=lea')).toEqual([boltElsewhere.id]);
    expect(await search('q=bolt')).toEqual([counter.id, bolt.id, boltElsewhere.id]);
    expect(await search(`name=bolt&collectionId=${other.id}`)).toEqual([boltElsewhere.id]);
    expect(await search('name=%25')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('stats count copies by quantity and printings by name, set code and finish', async () => {
    await createCard(
      user,
      cardInput(main.id, { conditionQuantities: [lot({ quantity: 3 }), lot({ condition: 'Played' })] }),
    );
    await createCard(user, cardInput(main.id, { foil: true }));
    await createCard(user, cardInput(main.id, { name: 'lightning bolt', setCode: 'm10' }));
    const other = await createCollection(user, 'Wants');
    await createCard(
      user,
      cardInput(other.id, {
        name: 'Counterspell',
        setCode: '7ED',
        color: 'blue',
        rarity: 'Uncommon',
        status: 'want',
        conditionQuantities: [lot({ quantity: 2 })],
      }),
    );
    const stats = (await user.api.get<CardStats>('/cards/stats')).body.data as CardStats;
    expect(stats).toMatchObject({ totalCards: 8, uniqueCards: 3, totalEntries: 4, foilCards: 1 });
    expect(stats.byStatus).toEqual({ have: 6, want: 2 });
    expect(stats.byColor).toMatchObject({ red: 6, blue: 2, white: 0, multicolor: 0 });
    expect(stats.byRarity).toMatchObject({ Common: 6, Uncommon: 2, Rare: 0 });
    const wants = (await user.api.get<CardStats>(`/cards/stats?collectionId=${other.id}`)).body.data;
    expect(wants).toMatchObject({
      totalCards: 2,
      uniqueCards: 1,
      totalEntries: 1,
      byStatus: { have: 0, want: 2 },
    });
  });
});
