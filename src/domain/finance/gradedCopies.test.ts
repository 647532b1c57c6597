import { describe, expect, it } from 'vitest';
import { planGradeCopy } from '../grading/plan';
import { Grading } from '../grading/schema';
import { makeCard, makeLine, makePrice } from '../testing/factories';
import { computeCollectionFinance } from './collectionFinance';
import { computeProfitSummary } from './profit';

const now = new Date('2026-11-27T12:00:00.000Z');
// Three raw Bolts bought at $10; the catalogue prices a Near Mint Bolt at $12.
const bolts = makeCard({ conditionQuantities: [makeLine('Near Mint', 3, 10)] });
const prices = [makePrice('Lightning Bolt|M10|Near Mint', 12)];

function gradedFinance(value: number | null) {
  const grading = Grading.parse({ grader: 'PSA', grade: 9, certificate: '1', fee: 25, value });
  const plan = planGradeCopy(
    bolts,
    { condition: 'Near Mint', grading, gradedId: 'temp-slab' },
    [],
    now.toISOString(),
  );
  const cards = plan.changes.writes.map((write) => write.row as typeof bolts);
  return computeCollectionFinance({ cards, sealedProducts: [], transactions: [], marketPrices: prices, now });
}

describe('finance of a graded copy', () => {
  it('counts the fee in the cost basis and the manual value as its market value', () => {
    const finance = gradedFinance(300);
    // Raw: 2 × $10 at $12; slab: $10 + $25 fee, worth $300.
    expect(finance.totalPurchaseValue).toBe(55);
    expect(finance.totalMarketValue).toBe(324);
    expect(finance.totalProfitLoss).toBe(269);
    expect(computeProfitSummary(finance)).toMatchObject({ totalInvested: 55, totalUnrealized: 269 });
  });

  it('leaves a slab without a manual value out of the market value, never at the raw price', () => {
    const finance = gradedFinance(null);
    expect(finance.totalMarketValue).toBe(24);
    expect(finance.totalPurchaseValue).toBe(55);
    expect(finance.itemsWithoutMarketPrices).toBe(1);
  });
});
