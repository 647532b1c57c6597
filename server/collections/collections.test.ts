import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChangesPage, Collection, CollectionStats } from '../../src/domain/schemas';
import { cards, marketPrices, sealedDefinitions, sealedProducts, transactions } from '../db/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { COLLECTION_NOT_FOUND } from './queries';

describeEachBackend('collections', (backend) => {
  let server: TestServer;
  let user: TestUser;
  const create = async (name: string, description?: string) =>
    (await user.api.post<Collection>('/collections', { name, description })).body.data as Collection;
  const list = async () => (await user.api.get<Collection[]>('/collections')).body.data as Collection[];

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
  });

  /** Puts a card, a sealed product, a market price and a transaction into a collection, straight into the tables. */
  async function fill(collectionId: string) {
    const { db } = server.database;
    const userId = user.user.id;
    await db.insert(cards).values({
      userId,
      collectionId,
      name: 'Lightning Bolt',
      setCode: 'LEA',
      color: 'red',
      rarity: 'Common',
      status: 'have',
      conditionQuantities: [
        { condition: 'Near Mint', quantity: 3, purchasePrice: 1, purchaseDate: null, transactionId: null },
        { condition: 'Played', quantity: 2, purchasePrice: 1, purchaseDate: null, transactionId: null },
      ],
    });
    const [definition] = await db
      .insert(sealedDefinitions)
      .values({ userId, name: `Alpha Booster ${collectionId}`, set: 'Alpha', type: 'Booster Pack' })
      .returning();
    await db.insert(sealedProducts).values({
      userId,
      collectionId,
      definitionId: definition?.id as string,
      condition: 'Sealed',
      status: 'have',
      quantity: 4,
    });
    await db.insert(marketPrices).values({
      userId,
      collectionId,
      productType: 'card',
      productKey: 'Lightning Bolt|LEA|Near Mint',
      marketPrice: 400,
    });
    await db
      .insert(transactions)
      .values({ userId, collectionId, type: 'purchase', date: '2024-05-01', items: [] });
  }

  it('creates with 201 and the record; the first collection is the default, later ones are not', async () => {
    const answer = await user.api.post<Collection>('/collections', {
      name: '  Main  ',
      description: ' Mine ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'Main', description: 'Mine', isDefault: true });
    expect(Date.parse(answer.body.data?.createdAt as string)).not.toBeNaN();
    expect((await create('Second')).isDefault).toBe(false);
    expect((await list()).map((collection) => collection.name)).toEqual(['Main', 'Second']);
  });

  it('ensures one default: created when the user has none, else the existing default answered', async () => {
    const defaults = { name: 'Default Collection', description: 'Your main MTG collection' };
    const [first, second] = await Promise.all([
      user.api.post<Collection>('/collections/default', defaults, { idempotencyKey: crypto.randomUUID() }),
      user.api.post<Collection>('/collections/default', defaults, { idempotencyKey: crypto.randomUUID() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data?.id).toBe(second.body.data?.id);
    expect(await list()).toEqual([expect.objectContaining({ ...defaults, isDefault: true })]);
    const other = await create('Trade binder');
    await user.api.put(`/collections/${other.id}/set-default`);
    const again = await user.api.post<Collection>('/collections/default', defaults);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: other.id, name: 'Trade binder' });
  });

  it('reads one by id; another user’s id, an unknown id and a non-uuid all answer 404', async () => {
    const mine = await create('Mine');
    expect((await user.api.get(`/collections/${mine.id}`)).body.data).toEqual(mine);
    const stranger = await registerUser(server.apiUrl);
    for (const id of [mine.id, randomUUID(), 'temp-123']) {
      const answer = await stranger.api.get(`/collections/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe(COLLECTION_NOT_FOUND);
    }
    for (const [method, path] of [
      ['PUT', `/collections/${mine.id}`],
      ['PUT', `/collections/${mine.id}/set-default`],
      ['DELETE', `/collections/${mine.id}`],
      ['GET', `/collections/${mine.id}/stats`],
    ]) {
      const body = method === 'PUT' ? { name: 'Stolen' } : undefined;
      expect((await stranger.api.request(method, path, { body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await user.api.get(`/collections/${mine.id}`)).body.data).toEqual(mine);
  });

  it('updates only the fields sent', async () => {
    const mine = await create('Before', 'Kept');
    const renamed = await user.api.put<Collection>(`/collections/${mine.id}`, { name: 'After' });
    expect(renamed.body.data).toMatchObject({
      id: mine.id,
      name: 'After',
      description: 'Kept',
      isDefault: true,
    });
    const described = await user.api.put<Collection>(`/collections/${mine.id}`, { description: 'New' });
    expect(described.body.data).toMatchObject({ name: 'After', description: 'New' });
    const bad = await user.api.put(`/collections/${mine.id}`, { name: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('name: Collection name is required');
  });

  it('set-default marks only that collection as default', async () => {
    const [first, second, third] = [await create('A'), await create('B'), await create('C')];
    const answer = await user.api.put<Collection>(`/collections/${third.id}/set-default`);
    expect(answer.body.data).toMatchObject({ id: third.id, isDefault: true });
    const defaults = (await list())
      .filter((collection) => collection.isDefault)
      .map((collection) => collection.id);
    expect(defaults).toEqual([third.id]);
    expect([first.id, second.id]).not.toContain(defaults[0]);
  });

  it('delete removes the collection and what is in it, leaving tombstones, and passes on the default', async () => {
    const doomed = await create('Doomed');
    const kept = await create('Kept');
    await fill(doomed.id);
    await fill(kept.id);
    const answer = await user.api.delete(`/collections/${doomed.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: doomed.id });
    expect((await user.api.get(`/collections/${doomed.id}`)).status).toBe(404);
    const { db } = server.database;
    for (const table of [cards, sealedProducts, marketPrices, transactions]) {
      const left = await db
        .select({ collectionId: table.collectionId })
        .from(table)
        .where(eq(table.userId, user.user.id));
      expect(left.map((row) => row.collectionId)).toEqual([kept.id]);
    }
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    const deleted = feed.changes.filter((change) => change.deleted).map((change) => change.entity);
    expect(deleted.sort()).toEqual([
      'cards',
      'collections',
      'marketPrices',
      'sealedProducts',
      'transactions',
    ]);
    expect((await list()).map((collection) => [collection.name, collection.isDefault])).toEqual([
      ['Kept', true],
    ]);
  });

  it('stats count copies by quantity, printings, sealed units and market prices', async () => {
    const mine = await create('Stats');
    await fill(mine.id);
    const stats = await user.api.get<CollectionStats>(`/collections/${mine.id}/stats`);
    expect(stats.body.data).toEqual({
      totalCards: 5,
      uniqueCards: 1,
      totalSealedProducts: 4,
      totalMarketPrices: 1,
    });
    const empty = await create('Empty');
    expect((await user.api.get(`/collections/${empty.id}/stats`)).body.data).toEqual({
      totalCards: 0,
      uniqueCards: 0,
      totalSealedProducts: 0,
      totalMarketPrices: 0,
    });
  });

  it('search matches name or description case-insensitively, only the user’s own, wildcards literally', async () => {
    await create('Modern Staples', 'Deck');
    await create('Vintage', 'Power nine, MODERN-legal? no');
    await create('100% foil');
    const stranger = await registerUser(server.apiUrl);
    await stranger.api.post('/collections', { name: 'Modern too' });
    const names = async (q: string) =>
      (
        (await user.api.get<Collection[]>(`/collections/search?q=${encodeURIComponent(q)}`)).body.data ?? []
      ).map((collection) => collection.name);
    expect(await names('modern')).toEqual(['Modern Staples', 'Vintage']);
    expect(await names('%')).toEqual(['100% foil']);
    expect(await names('')).toHaveLength(3);
    expect((await user.api.get(`/collections/search?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('refuses bad bodies with 400 naming the field, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name: is required'],
      [{ name: '' }, 'name: Collection name is required'],
      [{ name: 'x'.repeat(101) }, 'name: Collection name is too long'],
      [{ name: 42 }, 'name: Invalid input: expected string, received number'],
      [{ name: 'ok', description: 'd'.repeat(1001) }, 'description: Description is too long'],
      [[1, 2], 'Request body must be a JSON object'],
      ['just a string', 'Request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const answer = await user.api.post('/collections', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.message).toBe(message);
    }
    const malformed = await user.api.request('POST', '/collections', { rawBody: '{"name": ' });
    expect(malformed.status).toBe(400);
    const empty = await user.api.request('POST', '/collections', { rawBody: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe('Request body must be a JSON object');
  });

  it('answers 401 on every collection route without a token', async () => {
    const mine = await create('Guarded');
    for (const [method, path] of [
      ['GET', '/collections'],
      ['GET', '/collections/search?q=a'],
      ['GET', `/collections/${mine.id}`],
      ['GET', `/collections/${mine.id}/stats`],
      ['POST', '/collections'],
      ['PUT', `/collections/${mine.id}`],
      ['PUT', `/collections/${mine.id}/set-default`],
      ['DELETE', `/collections/${mine.id}`],
    ]) {
      const answer = await user.api.request(method, path, {
        token: null,
        body: method === 'GET' ? undefined : {},
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
