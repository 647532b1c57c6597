import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChangesPage, Collection, SealedDefinition, SealedProduct } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { createDefinition, createSealedProduct } from '../testing/sealedFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { DEFINITION_NOT_FOUND } from './definitionQueries';
import { SEALED_PRODUCT_NOT_FOUND } from './productQueries';
import type { SealedProductStats } from './productStats';

describeEachBackend('sealed products', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  let booster: SealedDefinition;
  const ids = (products: SealedProduct[] | undefined) => (products ?? []).map((product) => product.id);

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
    main = await createCollection(user);
    booster = await createDefinition(user, { releaseDate: '1993-08-05', imageUrl: 'https://img.test/a.jpg' });
  });

  it('creates with 201, the definition’s fields joined and defaults filled; reads it back three ways', async () => {
    const answer = await user.api.post<SealedProduct>('/sealed-products', {
      collectionId: main.id,
      definitionId: booster.id,
      purchasePrice: 120,
    });
    expect(answer.status).toBe(201);
    const product = answer.body.data as SealedProduct;
    expect(product).toMatchObject({
      collectionId: main.id,
      definitionId: booster.id,
      name: 'Alpha Booster',
      set: 'Alpha',
      type: 'Booster Pack',
      releaseDate: '1993-08-05',
      imageUrl: 'https://img.test/a.jpg',
      condition: 'Sealed',
      status: 'have',
      quantity: 1,
      purchasePrice: 120,
      purchaseDate: null,
      transactionId: null,
      notes: '',
    });
    expect((await user.api.get(`/sealed-products/${product.id}`)).body.data).toEqual(product);
    expect((await user.api.get('/sealed-products')).body.data).toEqual([product]);
    const other = await createCollection(user, 'Other');
    expect((await user.api.get(`/sealed-products/collections/${main.id}`)).body.data).toEqual([product]);
    expect((await user.api.get(`/sealed-products/collections/${other.id}`)).body.data).toEqual([]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    expect(feed.changes.find((change) => change.id === product.id)?.data).toEqual(product);
  });

  it('needs the user’s own collection and definition', async () => {
    const stranger = await registerUser(server.apiUrl);
    const theirDefinition = await createDefinition(stranger);
    const theirCollection = await createCollection(stranger);
    const wrongDefinition = await user.api.post('/sealed-products', {
      collectionId: main.id,
      definitionId: theirDefinition.id,
    });
    expect([wrongDefinition.status, wrongDefinition.body.error?.message]).toEqual([
      404,
      DEFINITION_NOT_FOUND,
    ]);
    const wrongCollection = await user.api.post('/sealed-products', {
      collectionId: theirCollection.id,
      definitionId: booster.id,
    });
    expect([wrongCollection.status, wrongCollection.body.error?.message]).toEqual([
      404,
      'Collection not found',
    ]);
    expect((await user.api.get('/sealed-products')).body.data).toEqual([]);
  });

  it('updates only the fields sent; a new definition brings its own name and type', async () => {
    const product = await createSealedProduct(user, {
      collectionId: main.id,
      definitionId: booster.id,
      notes: 'kept',
      quantity: 2,
    });
    const answer = await user.api.put<SealedProduct>(`/sealed-products/${product.id}`, {
      condition: 'Near Mint',
      purchasePrice: 99.5,
    });
    expect(answer.body.data).toMatchObject({
      condition: 'Near Mint',
      purchasePrice: 99.5,
      notes: 'kept',
      quantity: 2,
      status: 'have',
    });
    const box = await createDefinition(user, { type: 'Booster Box', name: 'Alpha Box' });
    const moved = await user.api.put<SealedProduct>(`/sealed-products/${product.id}`, {
      definitionId: box.id,
    });
    expect(moved.body.data).toMatchObject({
      definitionId: box.id,
      name: 'Alpha Box',
      type: 'Booster Box',
      releaseDate: null,
    });
    const bad = await user.api.put(`/sealed-products/${product.id}`, { quantity: 0 });
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'quantity: Quantity must be at least 1']);
  });

  it('an impossible date or a missing field answers 400 naming the field, never a 500', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        '/sealed-products',
        { collectionId: main.id, definitionId: booster.id, purchaseDate: '2023-02-29' },
        'purchaseDate: must be a date that exists',
      ],
      ['/sealed-products', { collectionId: main.id }, 'definitionId: is required'],
      [
        '/sealed-products/definitions',
        { name: 'Box', set: 'Beta', type: 'Bundle', releaseDate: '0000-01-01' },
        'releaseDate: must be a date that exists',
      ],
      [
        '/cards',
        {
          collectionId: main.id,
          name: 'Opt',
          tcgplayer_id: 3e9,
          conditionQuantities: [{ condition: 'Mint', quantity: 1 }],
        },
        'tcgplayer_id: Too big: expected number to be <=2147483647',
      ],
    ];
    for (const [path, body, message] of cases) {
      const answer = await user.api.post(path, body);
      expect([answer.status, answer.body.error?.message], path).toEqual([400, message]);
    }
  });

  it('deletes one with a tombstone, and all of a collection’s leaving others', async () => {
    const other = await createCollection(user, 'Other');
    const base = { definitionId: booster.id };
    const [a, b, c] = [
      await createSealedProduct(user, { ...base, collectionId: main.id }),
      await createSealedProduct(user, { ...base, collectionId: main.id }),
      await createSealedProduct(user, { ...base, collectionId: other.id }),
    ];
    expect((await user.api.delete(`/sealed-products/${a.id}`)).body.data).toEqual({ id: a.id });
    const gone = await user.api.get(`/sealed-products/${a.id}`);
    expect([gone.status, gone.body.error?.message]).toEqual([404, SEALED_PRODUCT_NOT_FOUND]);
    const bulk = await user.api.delete(`/sealed-products/collection/${main.id}`);
    expect(bulk.body).toEqual({ success: true, data: { collectionId: main.id, deletedCount: 1 } });
    expect(ids((await user.api.get<SealedProduct[]>('/sealed-products')).body.data)).toEqual([c.id]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    expect(
      feed.changes
        .filter((change) => change.deleted)
        .map((change) => change.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('searches by text, type, status and condition', async () => {
    const deck = await createDefinition(user, {
      name: 'Elves Deck',
      type: 'Preconstructed Deck',
      description: 'Green stompy',
    });
    const pack = await createSealedProduct(user, { collectionId: main.id, definitionId: booster.id });
    const wanted = await createSealedProduct(user, {
      collectionId: main.id,
      definitionId: deck.id,
      status: 'want',
      condition: 'Near Mint',
    });
    const noted = await createSealedProduct(user, {
      collectionId: main.id,
      definitionId: booster.id,
      notes: 'for the elves trade',
    });
    const search = async (query: string) =>
      ids((await user.api.get<SealedProduct[]>(`/sealed-products/search?${query}`)).body.data);
    expect(await search('query=ELVES')).toEqual([wanted.id, noted.id]);
    expect(await search('query=stompy')).toEqual([wanted.id]);
    expect(await search('type=Booster%20Pack')).toEqual([pack.id, noted.id]);
    expect(await search('status=want')).toEqual([wanted.id]);
    expect(await search('condition=Sealed&query=alpha')).toEqual([pack.id, noted.id]);
    const bad = await user.api.get('/sealed-products/search?type=Crate');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/^type: /);
  });

  it('stats count units by quantity, distinct definitions and the cost of priced units', async () => {
    const box = await createDefinition(user, { type: 'Booster Box', name: 'Alpha Box' });
    await createSealedProduct(user, {
      collectionId: main.id,
      definitionId: booster.id,
      quantity: 3,
      purchasePrice: 10.1,
    });
    await createSealedProduct(user, {
      collectionId: main.id,
      definitionId: booster.id,
      quantity: 1,
      condition: 'Near Mint',
    });
    const other = await createCollection(user, 'Other');
    await createSealedProduct(user, {
      collectionId: other.id,
      definitionId: box.id,
      quantity: 2,
      purchasePrice: 500,
      status: 'want',
    });
    const stats = (await user.api.get<SealedProductStats>('/sealed-products/stats')).body.data;
    expect(stats).toEqual({
      totalProducts: 6,
      totalEntries: 3,
      uniqueProducts: 2,
      totalPurchaseValue: 1030.3,
      byStatus: { have: 4, want: 2 },
      byType: { 'Booster Pack': 4, 'Booster Box': 2 },
      byCondition: { Sealed: 5, 'Near Mint': 1 },
    });
    const mainOnly = (
      await user.api.get<SealedProductStats>(`/sealed-products/stats?collectionId=${main.id}`)
    ).body.data;
    expect(mainOnly).toMatchObject({ totalProducts: 4, uniqueProducts: 1, totalPurchaseValue: 30.3 });
  });

  it('bulk-restore answers restoredCount; a stranger’s definition refuses the whole restore', async () => {
    const products = Array.from({ length: 5 }, (_, i) => ({
      collectionId: main.id,
      definitionId: booster.id,
      quantity: i + 1,
    }));
    const answer = await user.api.post('/sealed-products/bulk-restore', { definitions: products });
    expect([answer.status, answer.body.data]).toEqual([200, { restoredCount: 5 }]);
    const listed = (await user.api.get<SealedProduct[]>('/sealed-products')).body.data ?? [];
    expect(listed.map((product) => product.quantity).sort()).toEqual([1, 2, 3, 4, 5]);
    const stranger = await registerUser(server.apiUrl);
    const theirs = await createDefinition(stranger);
    const refused = await user.api.post('/sealed-products/bulk-restore', {
      definitions: [...products, { collectionId: main.id, definitionId: theirs.id }],
    });
    expect([refused.status, refused.body.error?.message]).toEqual([404, DEFINITION_NOT_FOUND]);
    const temp = await user.api.post('/sealed-products/bulk-restore', {
      definitions: [{ collectionId: 'temp-1', definitionId: booster.id }],
    });
    expect([temp.status, temp.body.error?.message]).toEqual([404, 'Collection not found']);
    expect((await user.api.get<SealedProduct[]>('/sealed-products')).body.data).toHaveLength(5);
  });
});
