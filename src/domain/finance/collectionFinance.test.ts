import { describe, expect, it } from 'vitest';
import { FinanceRecord } from '../schemas';
import { makeCard, makeLine, makePrice, makeSealed, makeTransaction } from '../testing/factories';
import { computeCollectionFinance } from './collectionFinance';
import { buildMarketPriceIndex } from './marketPriceIndex';

const now = new Date('2025-06-01T12:00:00.000Z');

// Bolt: 2 copies bought at $1, 1 copy of unknown cost; market $3 (looked up).
const bolt = makeCard({ conditionQuantities: [makeLine('Near Mint', 2, 1), makeLine('Played', 1)] });
// Opt: 4 copies bought at $0.50 each, no market price anywhere.
const opt = makeCard({
  name: 'Opt',
  set: 'Ixalan',
  setCode: 'XLN',
  conditionQuantities: [makeLine('Good', 4, 0.5)],
});
// A want with a price: not counted.
const wanted = makeCard({
  status: 'want',
  marketPrice: 500,
  conditionQuantities: [makeLine('Mint', 1, 400)],
});
// A box bought at $100, worth $120 by its Sealed key; a pack of 3 with no price.
const box = makeSealed({ purchasePrice: 100 });
const packs = makeSealed({ name: 'Pack', type: 'Booster Pack', quantity: 3, purchasePrice: 4 });
const prices = [
  makePrice('Lightning Bolt|M10|Near Mint', 3),
  makePrice('Dominaria Booster Box|Dominaria|Booster Box|Sealed', 120, { productType: 'sealed_product' }),
];
const transactions = [
  makeTransaction({ type: 'purchase' }),
  makeTransaction({ type: 'purchase' }),
  makeTransaction({ type: 'sale' }),
  makeTransaction({ type: 'trade' }),
  makeTransaction({ type: 'adjustment' }),
];

describe('computeCollectionFinance', () => {
  const finance = computeCollectionFinance({
    cards: [bolt, opt, wanted],
    sealedProducts: [box, packs],
    transactions,
    marketPrices: prices,
    now,
  });

  it('gives a valid finance record', () => {
    expect(FinanceRecord.parse(finance)).toEqual(finance);
  });

  it('counts held copies only', () => {
    expect(finance.totalCards).toBe(7);
    expect(finance.totalSealedProducts).toBe(4);
    expect(finance.totalItems).toBe(11);
  });

  it('values purchases by known prices and market by resolved prices', () => {
    // cards: 2 × $1 + 4 × $0.50 = $4; market: 3 Bolts × $3 = $9
    expect(finance.totalCardValue).toBe(4);
    expect(finance.totalCardMarketValue).toBe(9);
    // sealed: $100 + 3 × $4 = $112; market: $120
    expect(finance.totalSealedProductValue).toBe(112);
    expect(finance.totalSealedProductMarketValue).toBe(120);
    expect(finance.totalPurchaseValue).toBe(116);
    expect(finance.totalMarketValue).toBe(129);
  });

  it('takes profit/loss over items with both prices only', () => {
    // Bolt: 2 × ($3 − $1) = $4; box: $120 − $100 = $20; Opt and packs have no market price.
    expect(finance.totalCardProfitLoss).toBe(4);
    expect(finance.totalSealedProductProfitLoss).toBe(20);
    expect(finance.totalProfitLoss).toBe(24);
    // against what those items cost: $2 + $100
    expect(finance.totalProfitLossPercentage).toBeCloseTo((24 / 102) * 100, 10);
  });

  it('measures coverage in copies', () => {
    // priced: 3 Bolts + 1 box; unpriced: 4 Opts + 3 packs
    expect(finance.itemsWithMarketPrices).toBe(4);
    expect(finance.itemsWithoutMarketPrices).toBe(7);
    expect(finance.marketPriceCoveragePercentage).toBeCloseTo((4 / 11) * 100, 10);
  });

  it('counts transactions by type and stamps the time', () => {
    expect(finance.totalTransactions).toBe(5);
    expect([finance.totalPurchases, finance.totalSales, finance.totalTrades]).toEqual([2, 1, 1]);
    expect([finance.totalOpenings, finance.totalAdjustments]).toEqual([0, 1]);
    expect(finance.lastCalculated).toBe('2025-06-01T12:00:00.000Z');
  });

  it('looks up prices of cards not yet synced, as the server will once they are', () => {
    const unsynced = makeCard({ id: 'temp-abc', conditionQuantities: [makeLine('Near Mint', 1, 1)] });
    const result = computeCollectionFinance({
      cards: [unsynced],
      sealedProducts: [],
      transactions: [],
      marketPrices: buildMarketPriceIndex(prices),
      now,
    });
    expect(result.totalCardMarketValue).toBe(3);
  });

  it('gives zeros for an empty collection', () => {
    const empty = computeCollectionFinance({
      cards: [],
      sealedProducts: [],
      transactions: [],
      marketPrices: [],
      now,
    });
    expect(empty.totalProfitLossPercentage).toBe(0);
    expect(empty.marketPriceCoveragePercentage).toBe(0);
    expect(empty.totalItems).toBe(0);
  });

  it('rounds money sums to cents', () => {
    const dimes = makeCard({ marketPrice: 0.1, conditionQuantities: [makeLine('Good', 3, 0.1)] });
    const result = computeCollectionFinance({
      cards: [dimes],
      sealedProducts: [],
      transactions: [],
      marketPrices: [],
      now,
    });
    expect(result.totalCardValue).toBe(0.3);
    expect(result.totalCardProfitLoss).toBe(0);
  });
});
