import { describe, expect, it } from 'vitest';
import type { Transaction } from '../schemas';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW as LEDGER_NOW,
  recordsOf,
  savedTransaction,
} from '../testing/ledger';
import { buildProfitScenario } from '../testing/profitScenario';
import { planTransaction } from '../transactions';
import { computeProfitReport } from './profitReport';

const NOW = new Date('2025-04-01T00:00:00.000Z');
const report = () => computeProfitReport({ ...buildProfitScenario(), now: NOW });

describe('computeProfitReport on the hand-computed collection (profitScenario.ts)', () => {
  it('overview: held Bolt 4→7, Counterspell 7→8, Shivan 50→40, Opt 10 (no price); realized 5 + 2', () => {
    const { summary, panels, empty } = report();
    expect(empty).toBe(false);
    // Invested 4 + 7 + 50 + 10 = 71; market 7 + 8 + 40 = 55; unrealized 3 + 1 − 10 = −6 (Opt has no price).
    expect(summary).toEqual({
      totalInvested: 71,
      totalMarketValue: 55,
      totalUnrealized: -6,
      totalRealized: 7,
      totalProfit: 1,
      profitMargin: (1 / 71) * 100,
      itemCount: 4,
    });
    expect(panels.cards).toEqual({
      invested: 71,
      marketValue: 55,
      unrealized: -6,
      realized: 7,
      totalProfit: 1,
      itemCount: 4,
    });
    // The box was opened: no sealed product is held.
    expect(panels.sealed).toEqual({
      invested: 0,
      marketValue: 0,
      unrealized: 0,
      realized: 0,
      totalProfit: 0,
      itemCount: 0,
    });
  });

  it('realized: the trade then the sale, with cost basis, fees and gains; the opening realizes nothing', () => {
    const { rows, totals } = report().realized;
    expect(rows.map(({ transactionId: _, timestamp: __, ...row }) => row)).toEqual([
      {
        type: 'trade',
        date: '2025-03-10',
        description: 'Trade with Alex',
        amount: 1,
        givenValue: 6,
        receivedValue: 7,
        costBasis: 4,
        fees: 0,
        gain: 2,
      },
      {
        type: 'sale',
        date: '2025-03-05',
        description: 'Sold Lightning Bolt',
        amount: 10,
        costBasis: 4,
        fees: 1,
        gain: 5,
      },
    ]);
    // Part 2 §9's "sales totals plus trade net" is 10 + 1 = 11; the ledger's realized gain is 7.
    expect(totals).toEqual({ amount: 11, costBasis: 8, fees: 1, gain: 7, lost: 0 });
  });

  it('analysis: ROI, items, average value, shares and performers', () => {
    const { analysis } = report();
    expect(analysis.roi).toBeCloseTo((1 / 71) * 100, 10);
    expect(analysis.totalItems).toBe(4);
    expect(analysis.averageItemValue).toBe(55 / 4);
    // |−6| and 7 of 13.
    expect(analysis.unrealizedShare).toBeCloseTo((6 / 13) * 100, 10);
    expect(analysis.realizedShare).toBeCloseTo((7 / 13) * 100, 10);
    expect(analysis.byUnrealized).toEqual({
      best: [
        { label: 'Lightning Bolt (Magic 2010)', gain: 3 },
        { label: 'Counterspell (Magic 2010)', gain: 1 },
      ],
      worst: [{ label: 'Shivan Dragon (Magic 2010)', gain: -10 }],
    });
    expect(analysis.byRealized).toEqual({
      best: [{ label: 'Lightning Bolt (Magic 2010)', gain: 7 }],
      worst: [],
    });
  });

  it('is empty with nothing held and nothing sold', () => {
    const empty = computeProfitReport({
      cards: [],
      sealedProducts: [],
      transactions: [],
      marketPrices: [],
      now: NOW,
    });
    expect(empty.empty).toBe(true);
    expect(empty.summary.profitMargin).toBe(0);
    expect(empty.analysis.averageItemValue).toBe(0);
  });
});

/** 3 Bolts bought at $4 each; one sold for $10; one lost to water damage by an adjustment. */
function collectionWithALostCopy() {
  let records = recordsOf([]);
  const transactions: Transaction[] = [];
  const ids = countingIds();
  const run = (draft: ReturnType<typeof draftOf>) => {
    const change = planTransaction(draft, records, ids, LEDGER_NOW);
    records = applyChangeSet(records, change);
    transactions.push(savedTransaction(change));
  };
  run(draftOf('purchase', [{ name: 'Lightning Bolt', quantity: 3, price: 4 }], { date: '2025-03-01' }));
  const bolt = () => [...records.cards.values()][0]?.id ?? null;
  run(draftOf('sale', [{ id: bolt(), price: 10 }], { date: '2025-03-05' }));
  run(
    draftOf('adjustment', [{ id: bolt(), price: 0, isGiven: true }], {
      date: '2025-03-08',
      notes: 'Water damage',
    }),
  );
  // An adjustment that only brings copies in realizes nothing: no row.
  run(draftOf('adjustment', [{ name: 'Opt', price: 0 }], { date: '2025-03-09', notes: 'Found' }));
  return computeProfitReport({
    cards: [...records.cards.values()],
    sealedProducts: [],
    transactions,
    marketPrices: [],
    now: NOW,
  });
}

describe('computeProfitReport with an adjustment that removed a copy', () => {
  it('shows it as a loss line of its own: no proceeds, the cost basis lost', () => {
    const { rows, totals } = collectionWithALostCopy().realized;
    expect(rows.map(({ transactionId: _, timestamp: __, ...row }) => row)).toEqual([
      {
        type: 'adjustment',
        date: '2025-03-08',
        description: 'Removed Lightning Bolt (Water damage)',
        amount: 0,
        costBasis: 4,
        fees: 0,
        gain: -4,
      },
      {
        type: 'sale',
        date: '2025-03-05',
        description: 'Sold Lightning Bolt',
        amount: 10,
        costBasis: 4,
        fees: 0,
        gain: 6,
      },
    ]);
    // Sales totals plus trade net are the sale's 10 alone; the loss is counted in the gain and apart.
    expect(totals).toEqual({ amount: 10, costBasis: 8, fees: 0, gain: 2, lost: 4 });
  });

  it('keeps the overview, the finance record and the performers consistent with the rows', () => {
    const { summary, finance, realized, analysis } = collectionWithALostCopy();
    expect(finance.totalRealizedGain).toBe(realized.totals.gain);
    expect(summary.totalRealized).toBe(2);
    // One Bolt left, bought at $4 (Opt arrived at no cost): invested 4.
    expect(summary.totalInvested).toBe(4);
    expect(analysis.byRealized.best).toEqual([{ label: 'Lightning Bolt (Magic 2010)', gain: 2 }]);
  });
});
