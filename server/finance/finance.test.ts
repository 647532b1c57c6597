import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Collection, CollectionFinance, FinanceRecord } from '../../src/domain/schemas';
import { transactions } from '../db/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import type { CardFinance } from './cardFinance';

/**
 * A small collection whose figures are worked out by hand in the comments:
 * cards held 8 copies (cost 3.50 known, market 11.00, P/L +6.50 on a 2.50 base), sealed 3 units
 * (cost 200, market 160, P/L −40 on a 200 base), a want that does not count, 3 transactions.
 */
describeEachBackend('finance', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  type Wrapped<T> = { data: T };
  const read = async <T>(path: string) => {
    const answer = await user.api.get<Wrapped<T>>(path);
    expect(answer.status, path).toBe(200);
    return answer.body.data?.data as T;
  };

  async function fillMain() {
    const card = (name: string, body: object) =>
      user.api.post('/cards', { collectionId: main.id, name, ...body });
    const line = (condition: string, quantity: number, purchasePrice: number | null) => ({
      condition,
      quantity,
      purchasePrice,
    });
    // Bolt: 2 NM at 1.00 + 1 Played at 0.50; priced 3.00 by its NM key, the highest, for all 3 copies.
    await card('Lightning Bolt', {
      set: 'Magic 2010',
      setCode: 'M10',
      conditionQuantities: [line('Near Mint', 2, 1), line('Played', 1, 0.5)],
    });
    // Counterspell: no purchase price, card-level market price 2.00.
    await card('Counterspell', {
      setCode: '7ED',
      marketPrice: 2,
      conditionQuantities: [line('Near Mint', 1, null)],
    });
    // Shock: 4 at 0.25, no market price.
    await card('Shock', { setCode: 'M19', conditionQuantities: [line('Near Mint', 4, 0.25)] });
    await card('Opt', { setCode: 'XLN', status: 'want', conditionQuantities: [line('Near Mint', 10, 5)] });
    const definition = async (name: string, type: string) =>
      (await user.api.post<{ id: string }>('/sealed-products/definitions', { name, set: 'Alpha', type })).body
        .data?.id;
    const booster = await definition('Alpha Booster', 'Booster Pack');
    const box = await definition('Alpha Box', 'Booster Box');
    // 2 boosters at 100, market 80 each; 1 box with neither price.
    await user.api.post('/sealed-products', {
      collectionId: main.id,
      definitionId: booster,
      quantity: 2,
      purchasePrice: 100,
    });
    await user.api.post('/sealed-products', { collectionId: main.id, definitionId: box });
    const price = (productType: string, productKey: string, marketPrice: number, collectionId = main.id) =>
      user.api.post('/market-prices', { collectionId, productType, productKey, marketPrice });
    await price('card', 'Lightning Bolt|M10|Near Mint', 3);
    await price('sealed_product', 'Alpha Booster|Alpha|Booster Pack|Sealed', 80);
    await server.database.db.insert(transactions).values(
      (['purchase', 'purchase', 'sale'] as const).map((type) => ({
        userId: user.user.id,
        collectionId: main.id,
        type,
        date: '2024-05-01',
        items: [],
      })),
    );
  }

  const mainFigures = {
    totalItems: 11,
    totalCards: 8,
    totalSealedProducts: 3,
    totalPurchaseValue: 203.5,
    totalMarketValue: 171,
    totalProfitLoss: -33.5,
    totalCardValue: 3.5,
    totalCardMarketValue: 11,
    totalCardProfitLoss: 6.5,
    totalSealedProductValue: 200,
    totalSealedProductMarketValue: 160,
    totalSealedProductProfitLoss: -40,
    itemsWithMarketPrices: 6,
    itemsWithoutMarketPrices: 5,
    totalTransactions: 3,
    totalPurchases: 2,
    totalSales: 1,
    totalTrades: 0,
    totalOpenings: 0,
    totalAdjustments: 0,
  };

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
    main = await createCollection(user);
    await fillMain();
  });

  it('answers the collection’s record under data.data, computed from the current rows', async () => {
    const answer = await user.api.get<Wrapped<FinanceRecord>>(`/finance/collection/${main.id}`);
    expect(Object.keys(answer.body)).toEqual(['success', 'data']);
    const record = answer.body.data?.data as FinanceRecord;
    expect(record).toMatchObject({ ...mainFigures, lastCalculated: null });
    // −33.50 over the 202.50 cost of the copies with both prices; 6 of 11 copies priced.
    expect(record.totalProfitLossPercentage).toBeCloseTo((-33.5 / 202.5) * 100, 10);
    expect(record.marketPriceCoveragePercentage).toBeCloseTo((6 / 11) * 100, 10);
    await user.api.post('/market-prices', {
      collectionId: main.id,
      productType: 'card',
      productKey: 'Shock|M19',
      marketPrice: 0.5,
    });
    const after = await read<FinanceRecord>(`/finance/collection/${main.id}`);
    // Shock's 4 copies now priced at 0.50: market +2.00, P/L +1.00 on a +1.00 base.
    expect(after).toMatchObject({ totalMarketValue: 173, totalProfitLoss: -32.5, itemsWithMarketPrices: 10 });
  });

  it('card finance gives the card half of the record and each held card', async () => {
    const cards = await read<CardFinance>(`/finance/collection/${main.id}/cards`);
    expect(cards).toMatchObject({
      totalCards: 8,
      totalCardValue: 3.5,
      totalCardMarketValue: 11,
      totalCardProfitLoss: 6.5,
    });
    expect(cards.cards.map((card) => card.name)).toEqual(['Lightning Bolt', 'Counterspell', 'Shock']);
    const [bolt, counter, shock] = cards.cards;
    // Bolt: average (2×1.00 + 0.50) / 3; gain (3 − 0.8333) × 3 = 6.50, +260 %.
    expect(bolt).toMatchObject({
      totalQuantity: 3,
      marketPrice: 3,
      purchaseValue: 2.5,
      marketValue: 9,
      profitLoss: 6.5,
    });
    expect(bolt?.averagePurchasePrice).toBeCloseTo(2.5 / 3, 10);
    expect(bolt?.profitLossPercentage).toBeCloseTo(260, 10);
    expect(counter).toMatchObject({
      averagePurchasePrice: null,
      marketPrice: 2,
      marketValue: 2,
      profitLoss: null,
      profitLossPercentage: null,
    });
    expect(shock).toMatchObject({
      totalQuantity: 4,
      averagePurchasePrice: 0.25,
      marketPrice: null,
      purchaseValue: 1,
      marketValue: null,
      profitLoss: null,
    });
  });

  it('recalculate stores lastCalculated, later reads show it; deleting the collection drops it', async () => {
    const key = randomUUID();
    const path = `/finance/collection/${main.id}/recalculate`;
    const answer = await user.api.post<Wrapped<FinanceRecord>>(path, undefined, { idempotencyKey: key });
    expect(answer.status).toBe(200);
    const stamped = answer.body.data?.data as FinanceRecord;
    expect(stamped).toMatchObject(mainFigures);
    expect(Math.abs(Date.parse(stamped.lastCalculated as string) - Date.now())).toBeLessThan(60_000);
    expect((await user.api.post(path, undefined, { idempotencyKey: key })).body).toEqual(answer.body);
    expect((await read<FinanceRecord>(`/finance/collection/${main.id}`)).lastCalculated).toBe(
      stamped.lastCalculated,
    );
    expect((await read<FinanceRecord>('/finance/summary')).lastCalculated).toBe(stamped.lastCalculated);
    expect((await user.api.delete(`/collections/${main.id}`)).status).toBe(200);
    expect((await read<FinanceRecord>('/finance/summary')).lastCalculated).toBeNull();
  });

  it('lists every collection’s record and sums them in the summary; prices stay in their collection', async () => {
    const other = await createCollection(user, 'Other');
    await user.api.post('/cards', {
      collectionId: other.id,
      name: 'Lightning Bolt',
      setCode: 'M10',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 2 }],
    });
    await user.api.post('/market-prices', {
      collectionId: other.id,
      productType: 'card',
      productKey: 'Shock|M19|Near Mint',
      marketPrice: 1,
    });
    const empty = await createCollection(user, 'Empty');
    const list = await read<CollectionFinance[]>('/finance/collections');
    expect(list.map((entry) => [entry.collectionId, entry.collectionName])).toEqual([
      [main.id, 'Main'],
      [other.id, 'Other'],
      [empty.id, 'Empty'],
    ]);
    expect(list[0]).toMatchObject(mainFigures);
    // Main's Bolt price does not price Other's Bolt; Other's Shock price does not price Main's Shock.
    expect(list[1]).toMatchObject({
      totalItems: 1,
      totalPurchaseValue: 2,
      totalMarketValue: 0,
      itemsWithoutMarketPrices: 1,
      marketPriceCoveragePercentage: 0,
    });
    expect(list[2]).toMatchObject({ totalItems: 0, totalProfitLossPercentage: 0, lastCalculated: null });
    const summary = await read<FinanceRecord>('/finance/summary');
    expect(summary).toMatchObject({
      ...mainFigures,
      totalItems: 12,
      totalCards: 9,
      totalPurchaseValue: 205.5,
      totalCardValue: 5.5,
      itemsWithoutMarketPrices: 6,
    });
    expect(summary.totalProfitLossPercentage).toBeCloseTo((-33.5 / 202.5) * 100, 10);
    expect(summary.marketPriceCoveragePercentage).toBeCloseTo(50, 10);
  });
});
