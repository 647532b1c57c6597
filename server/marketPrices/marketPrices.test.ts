import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChangesPage, Collection, MarketPrice, MarketPriceInput } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { MARKET_PRICE_NOT_FOUND } from './queries';

describeEachBackend('market prices', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  const price = (overrides: Partial<MarketPriceInput> = {}): MarketPriceInput => ({
    collectionId: main.id,
    productType: 'card',
    productKey: 'Lightning Bolt|M10',
    marketPrice: 2.5,
    ...overrides,
  });
  const create = async (overrides: Partial<MarketPriceInput> = {}) => {
    const answer = await user.api.post<MarketPrice>('/market-prices', price(overrides));
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.data as MarketPrice;
  };
  const keys = async (path: string) =>
    ((await user.api.get<MarketPrice[]>(path)).body.data ?? []).map((record) => record.productKey);

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
    main = await createCollection(user);
  });

  it('creates with 201, reads by id and in lists by product key, per collection when asked', async () => {
    const answer = await user.api.post<MarketPrice>('/market-prices', price({ notes: ' TCG low ' }));
    expect(answer.status).toBe(201);
    const record = answer.body.data as MarketPrice;
    expect(record).toMatchObject({
      collectionId: main.id,
      productType: 'card',
      productKey: 'Lightning Bolt|M10',
      marketPrice: 2.5,
      notes: ' TCG low ',
      condition: null,
      foil: null,
    });
    expect(Date.parse(record.lastUpdated)).not.toBeNaN();
    expect((await user.api.get(`/market-prices/${record.id}`)).body.data).toEqual(record);
    const other = await createCollection(user, 'Other');
    await create({ collectionId: other.id, productKey: 'Counterspell|7ED' });
    expect(await keys('/market-prices')).toEqual(['Counterspell|7ED', 'Lightning Bolt|M10']);
    expect(await keys(`/market-prices?collectionId=${main.id}`)).toEqual(['Lightning Bolt|M10']);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    expect(feed.changes.find((change) => change.id === record.id)?.data).toEqual(record);
  });

  it('updates only the fields sent and moves lastUpdated; deletes with a tombstone', async () => {
    const record = await create({ notes: 'kept' });
    const answer = await user.api.put<MarketPrice>(`/market-prices/${record.id}`, { marketPrice: 3 });
    expect(answer.body.data).toMatchObject({ marketPrice: 3, notes: 'kept', productKey: record.productKey });
    expect(Date.parse(answer.body.data?.lastUpdated as string)).toBeGreaterThanOrEqual(
      Date.parse(record.lastUpdated),
    );
    const stranger = await registerUser(server.apiUrl);
    const moved = await user.api.put(`/market-prices/${record.id}`, {
      collectionId: (await createCollection(stranger)).id,
    });
    expect([moved.status, moved.body.error?.message]).toEqual([404, 'Collection not found']);
    expect((await user.api.delete(`/market-prices/${record.id}`)).body.data).toEqual({ id: record.id });
    const gone = await user.api.get(`/market-prices/${record.id}`);
    expect([gone.status, gone.body.error?.message]).toEqual([404, MARKET_PRICE_NOT_FOUND]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    expect(
      feed.changes.filter((change) => change.deleted).map((change) => [change.entity, change.id]),
    ).toEqual([['marketPrices', record.id]]);
  });

  it('by-product finds the record that prices the product, as finance matches keys', async () => {
    const nearMint = await create({ condition: 'Near Mint' });
    const foil = await create({ productKey: 'Lightning Bolt|M10|Played', foil: true, marketPrice: 9 });
    const lookup = async (query: string) => {
      const answer = await user.api.get<MarketPrice>(`/market-prices/by-product?${query}`);
      return answer.status === 200 ? answer.body.data?.id : answer.body.error?.message;
    };
    expect(await lookup('productType=card&productKey=lightning%20bolt%20%7C%20m10%7Cnear%20mint')).toBe(
      nearMint.id,
    );
    expect(await lookup('productType=card&productKey=Lightning%20Bolt%7CM10&condition=Near%20Mint')).toBe(
      nearMint.id,
    );
    expect(await lookup('productType=card&productKey=Lightning%20Bolt%7CM10%7CPlayed&foil=true')).toBe(
      foil.id,
    );
    expect(await lookup('productType=card&productKey=Lightning%20Bolt%7CM10%7CPlayed')).toBe(
      MARKET_PRICE_NOT_FOUND,
    );
    expect(await lookup('productType=sealed_product&productKey=Lightning%20Bolt%7CM10%7CNear%20Mint')).toBe(
      MARKET_PRICE_NOT_FOUND,
    );
    const newer = await create({ productKey: 'LIGHTNING BOLT|M10|Near Mint', marketPrice: 4 });
    expect(await lookup('productType=card&productKey=Lightning%20Bolt%7CM10%7CNear%20Mint')).toBe(newer.id);
    const bad = await user.api.get('/market-prices/by-product?productType=card');
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'productKey: is required']);
  });

  it('searches by text in key or notes, product type, condition and finish', async () => {
    await create({ notes: 'from the shop' });
    await create({
      productKey: 'Alpha Booster|Alpha|Booster Pack|Sealed',
      productType: 'sealed_product',
      condition: 'Sealed',
    });
    await create({ productKey: 'Shock|M19|Near Mint', foil: true, notes: 'bolt-adjacent' });
    expect(await keys('/market-prices/search?query=BOLT')).toEqual([
      'Lightning Bolt|M10',
      'Shock|M19|Near Mint',
    ]);
    expect(await keys('/market-prices/search?productType=sealed_product')).toEqual([
      'Alpha Booster|Alpha|Booster Pack|Sealed',
    ]);
    expect(await keys('/market-prices/search?condition=Sealed')).toEqual([
      'Alpha Booster|Alpha|Booster Pack|Sealed',
    ]);
    expect(await keys('/market-prices/search?foil=true')).toEqual(['Shock|M19|Near Mint']);
    expect(await keys('/market-prices/search?query=shop&productType=card')).toEqual(['Lightning Bolt|M10']);
    expect((await user.api.get('/market-prices/search?foil=yes')).status).toBe(400);
  });

  it('products-without-prices lists the held items finance has no price for, per collection', async () => {
    const definition = (
      await user.api.post<{ id: string }>('/sealed-products/definitions', {
        name: 'Alpha Booster',
        set: 'Alpha',
        type: 'Booster Pack',
      })
    ).body.data;
    const cq = (condition: string, quantity = 1) => ({ condition, quantity });
    const card = (name: string, body: object) =>
      user.api.post('/cards', { collectionId: main.id, name, ...body });
    await card('Lightning Bolt', {
      set: 'Magic 2010',
      setCode: 'M10',
      conditionQuantities: [cq('Near Mint', 2), cq('Played')],
    });
    await card('Counterspell', { set: '7th', conditionQuantities: [cq('Near Mint')] });
    await card('Shock', { setCode: 'M19', status: 'want', conditionQuantities: [cq('Near Mint')] });
    await card('Opt', { setCode: 'XLN', marketPrice: 0.5, conditionQuantities: [cq('Near Mint')] });
    for (let i = 0; i < 2; i++)
      await user.api.post('/sealed-products', { collectionId: main.id, definitionId: definition?.id });
    await create({ productKey: 'Counterspell|7th' });
    const other = await createCollection(user, 'Other');
    await create({ collectionId: other.id, productKey: 'Lightning Bolt|M10|Near Mint' });
    const answer = await user.api.get(`/market-prices/collection/${main.id}/products-without-prices`);
    expect(answer.body.data).toEqual({
      cards: [
        {
          productKey: 'Lightning Bolt|M10|Near Mint',
          name: 'Lightning Bolt',
          set: 'Magic 2010',
          condition: 'Near Mint',
        },
        {
          productKey: 'Lightning Bolt|M10|Played',
          name: 'Lightning Bolt',
          set: 'Magic 2010',
          condition: 'Played',
        },
      ],
      sealedProducts: [
        {
          productKey: 'Alpha Booster|Alpha|Booster Pack|Sealed',
          name: 'Alpha Booster',
          set: 'Alpha',
          type: 'Booster Pack',
          condition: 'Sealed',
        },
      ],
      totalCardsWithoutPrices: 2,
      totalSealedProductsWithoutPrices: 1,
      totalExistingMarketPrices: 1,
    });
  });
});
