import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Card, Collection, PushBatchResult } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { cardInput, createCollection, lot } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';

describeEachBackend('cards: add-to-collection, add-individual and idempotent adds', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  const add = (body: unknown, path = '/cards/add-to-collection') => user.api.post<Card>(path, body);
  const allCards = async () => (await user.api.get<Card[]>('/cards')).body.data as Card[];

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
    main = await createCollection(user);
  });

  it('creates the card when the collection has no copy of the printing, then merges into it', async () => {
    const first = await add(cardInput(main.id, { conditionQuantities: [lot({ quantity: 2 })] }));
    expect(first.status).toBe(201);
    const card = first.body.data as Card;
    const same = await add(
      cardInput(main.id, {
        name: 'LIGHTNING BOLT',
        setCode: 'm10',
        notes: 'ignored',
        conditionQuantities: [lot({ quantity: 3 })],
      }),
    );
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({
      id: card.id,
      name: 'Lightning Bolt',
      notes: '',
      conditionQuantities: [lot({ quantity: 5 })],
    });
    const cheaper = await add(cardInput(main.id, { conditionQuantities: [lot({ purchasePrice: 1 })] }));
    const played = await add(cardInput(main.id, { conditionQuantities: [lot({ condition: 'Played' })] }));
    const later = await add(
      cardInput(main.id, { conditionQuantities: [lot({ purchaseDate: '2024-06-01' })] }),
    );
    expect([cheaper.status, played.status, later.status]).toEqual([200, 200, 200]);
    expect((later.body.data as Card).conditionQuantities).toEqual([
      lot({ quantity: 5 }),
      lot({ purchasePrice: 1 }),
      lot({ condition: 'Played' }),
      lot({ purchaseDate: '2024-06-01' }),
    ]);
    expect((await allCards()).map((row) => row.id)).toEqual([card.id]);
  });

  it('another finish, status, set code or collection is another printing: a new card', async () => {
    const base = (await add(cardInput(main.id))).body.data as Card;
    const other = await createCollection(user, 'Other');
    const answers = [
      await add(cardInput(main.id, { foil: true })),
      await add(cardInput(main.id, { status: 'want' })),
      await add(cardInput(main.id, { setCode: 'M11' })),
      await add(cardInput(other.id)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const cards = await allCards();
    expect(cards).toHaveLength(5);
    expect(cards.find((card) => card.id === base.id)?.conditionQuantities).toEqual([lot()]);
  });

  it('add-individual always makes a new card, even for a printing already held', async () => {
    const first = await add(cardInput(main.id), '/cards/add-individual');
    const second = await add(cardInput(main.id), '/cards/add-individual');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data?.id).not.toBe(second.body.data?.id);
    expect((await allCards()).map((card) => card.conditionQuantities)).toEqual([[lot()], [lot()]]);
  });

  it('both need exactly one condition entry and one of the user’s collections', async () => {
    for (const path of ['/cards/add-to-collection', '/cards/add-individual']) {
      const two = await add(cardInput(main.id, { conditionQuantities: [lot(), lot()] }), path);
      expect([two.status, two.body.error?.message]).toEqual([
        400,
        'conditionQuantities: Send exactly one condition entry',
      ]);
      const stranger = await registerUser(server.apiUrl);
      const theirs = await add(cardInput((await createCollection(stranger)).id), path);
      expect([theirs.status, theirs.body.error?.message]).toEqual([404, 'Collection not found']);
    }
    expect(await allCards()).toEqual([]);
  });

  it('refuses a merge that would pass the quantity limit, changing nothing', async () => {
    await add(cardInput(main.id, { conditionQuantities: [lot({ quantity: 99_999 })] }));
    const over = await add(cardInput(main.id, { conditionQuantities: [lot({ quantity: 2 })] }));
    expect(over.status).toBe(400);
    expect(over.body.error?.message).toMatch(/^conditionQuantities\.0\.quantity: /);
    expect((await allCards())[0]?.conditionQuantities).toEqual([lot({ quantity: 99_999 })]);
  });

  it('a repeated POST /cards or add-to-collection with one Idempotency-Key has one effect', async () => {
    const key = randomUUID();
    const first = await user.api.post<Card>('/cards', cardInput(main.id), { idempotencyKey: key });
    const again = await user.api.post<Card>('/cards', cardInput(main.id), { idempotencyKey: key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await allCards()).toHaveLength(1);
    const mergeKey = randomUUID();
    const body = cardInput(main.id, { conditionQuantities: [lot({ quantity: 4 })] });
    const merged = await user.api.post<Card>('/cards/add-to-collection', body, { idempotencyKey: mergeKey });
    const repeated = await user.api.post<Card>('/cards/add-to-collection', body, {
      idempotencyKey: mergeKey,
    });
    expect(repeated.body).toEqual(merged.body);
    expect((await allCards())[0]?.conditionQuantities).toEqual([lot({ quantity: 5 })]);
    const changed = await user.api.post('/cards', cardInput(main.id, { name: 'Shock' }), {
      idempotencyKey: key,
    });
    expect(changed.status).toBe(422);
  });
  it('a push batch replays card, sealed, price and finance writes through their routes in one go', async () => {
    const entry = (method: string, path: string, body?: unknown) => ({
      mutationId: randomUUID(),
      method,
      path,
      body,
    });
    const definition = await user.api.post<{ id: string }>('/sealed-products/definitions', {
      name: 'Box',
      set: 'Alpha',
      type: 'Bundle',
    });
    const mutations = [
      entry('POST', '/cards/add-to-collection', cardInput(main.id)),
      entry(
        'POST',
        '/cards/add-to-collection',
        cardInput(main.id, { conditionQuantities: [lot({ quantity: 2 })] }),
      ),
      entry('POST', '/sealed-products', { collectionId: main.id, definitionId: definition.body.data?.id }),
      entry('POST', '/market-prices', {
        collectionId: main.id,
        productType: 'card',
        productKey: 'Lightning Bolt|M10',
        marketPrice: 2,
      }),
      entry('POST', `/finance/collection/${main.id}/recalculate`),
      entry('DELETE', `/cards/collection/${main.id}`),
    ];
    const answer = await user.api.post<PushBatchResult>('/sync/push', { mutations });
    expect(answer.status).toBe(200);
    const results = answer.body.data?.results ?? [];
    expect(results.map((result) => result.status)).toEqual([201, 200, 201, 201, 200, 200]);
    expect((results[1]?.body as { data?: Card } | undefined)?.data?.conditionQuantities).toEqual([
      lot({ quantity: 3 }),
    ]);
    expect((results[5]?.body as { data?: unknown } | undefined)?.data).toEqual({
      collectionId: main.id,
      deletedCount: 1,
    });
    expect(await allCards()).toEqual([]);
  });
});
