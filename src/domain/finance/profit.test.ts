import { describe, expect, it } from 'vitest';
import { ProfitSummary } from '../schemas';
import { makeCard, makeLine, makeSealed } from '../testing/factories';
import { computeCollectionFinance } from './collectionFinance';
import { computeProfitAnalysis, computeProfitPanels, computeProfitSummary } from './profit';

// Cards: 4 copies bought at $5 ($20), worth $8 each ($32): +$12.
// Sealed: one box bought at $100 worth $90: −$10.
const finance = computeCollectionFinance({
  cards: [makeCard({ marketPrice: 8, conditionQuantities: [makeLine('Near Mint', 4, 5)] })],
  sealedProducts: [makeSealed({ purchasePrice: 100 })],
  transactions: [],
  marketPrices: [
    {
      productType: 'sealed_product',
      productKey: 'Dominaria Booster Box|Dominaria|Booster Box|Sealed',
      marketPrice: 90,
    },
  ],
  now: new Date('2025-01-01T00:00:00.000Z'),
});

describe('computeProfitSummary', () => {
  it('adds realized to the finance profit/loss and takes the margin against invested', () => {
    const summary = computeProfitSummary(finance, 18);
    expect(summary).toEqual({
      totalInvested: 120,
      totalRealized: 18,
      totalUnrealized: 2,
      totalProfit: 20,
      // 20 / 120 × 100
      profitMargin: (20 / 120) * 100,
      itemCount: 5,
      totalMarketValue: 122,
    });
    expect(ProfitSummary.safeParse(summary).success).toBe(true);
  });

  it('has a margin of 0 when nothing was invested', () => {
    const empty = computeCollectionFinance({
      cards: [],
      sealedProducts: [],
      transactions: [],
      marketPrices: [],
      now: new Date(0),
    });
    expect(computeProfitSummary(empty, 50).profitMargin).toBe(0);
  });
});

describe('computeProfitPanels', () => {
  it('splits by kind with realized profit on cards and none on sealed', () => {
    const { cards, sealed } = computeProfitPanels(finance, 18);
    expect(cards).toEqual({
      invested: 20,
      marketValue: 32,
      unrealized: 12,
      realized: 18,
      totalProfit: 30,
      itemCount: 4,
    });
    expect(sealed).toEqual({
      invested: 100,
      marketValue: 90,
      unrealized: -10,
      realized: 0,
      totalProfit: -10,
      itemCount: 1,
    });
  });
});

describe('computeProfitAnalysis', () => {
  it('gives ROI, average item value and the two shares', () => {
    const analysis = computeProfitAnalysis(computeProfitSummary(finance, -6));
    // profit = −6 + 2 = −4 on 120 invested; 122 market over 5 items; shares |2| and |−6| of 8
    expect(analysis).toEqual({
      roi: (-4 / 120) * 100,
      totalItems: 5,
      averageItemValue: 24.4,
      unrealizedShare: 25,
      realizedShare: 75,
    });
  });

  it('divides by at least one item', () => {
    const analysis = computeProfitAnalysis({
      totalInvested: 0,
      totalRealized: 0,
      totalUnrealized: 0,
      totalProfit: 0,
      profitMargin: 0,
      itemCount: 0,
      totalMarketValue: 0,
    });
    expect(analysis.averageItemValue).toBe(0);
    expect(analysis.unrealizedShare).toBe(0);
  });
});
