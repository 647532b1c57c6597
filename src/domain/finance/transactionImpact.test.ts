import { describe, expect, it } from 'vitest';
import { RealizedEntry } from '../schemas';
import { makeItem, makeTransaction } from '../testing/factories';
import {
  describeItems,
  financialImpact,
  realizedEntries,
  summarizeTransactions,
  tradeValues,
} from './transactionImpact';

// Gave 2 × $5, received 1 × $15 and 1 × $2: +$7.
const trade = makeTransaction({
  type: 'trade',
  date: '2025-02-10',
  tradePartner: 'Sam',
  items: [
    makeItem({ isGiven: true, quantity: 2, price: 5 }),
    makeItem({ name: 'Opt', isReceived: true, price: 15 }),
    makeItem({ name: 'Shock', isReceived: true, price: 2 }),
  ],
});
const purchase = makeTransaction({ type: 'purchase', totalValue: 40, date: '2025-01-05' });
const sale = makeTransaction({
  type: 'sale',
  totalValue: 25,
  date: '2025-03-01',
  items: [makeItem({ quantity: 2 }), makeItem({ name: 'Opt' }), makeItem({ name: 'Shock' })],
});
const opening = makeTransaction({ type: 'opening', totalValue: 99 });

describe('financialImpact', () => {
  it('follows part 2 §9 per type', () => {
    expect(financialImpact(purchase)).toBe(-40);
    expect(financialImpact(sale)).toBe(25);
    expect(financialImpact(trade)).toBe(7);
    expect(financialImpact(opening)).toBe(0);
    expect(financialImpact(makeTransaction({ type: 'adjustment', totalValue: 5 }))).toBe(0);
  });

  it('values each side of a trade', () => {
    expect(tradeValues(trade.items)).toEqual({ given: 10, received: 17 });
  });
});

describe('summarizeTransactions', () => {
  it('gives the six tiles', () => {
    expect(summarizeTransactions([purchase, sale, trade, opening])).toEqual({
      totalTransactions: 4,
      totalSpent: 40,
      totalEarned: 25,
      netTradeValue: 7,
      trades: 1,
      // 25 − 40 + 7
      netValue: -8,
    });
  });
});

describe('realizedEntries', () => {
  it('lists sales and trades, newest first', () => {
    const entries = realizedEntries([trade, purchase, sale, opening]);
    expect(entries).toEqual([
      { type: 'sale', date: '2025-03-01', amount: 25, description: 'Sold Lightning Bolt ×2, Opt and 1 more' },
      {
        type: 'trade',
        date: '2025-02-10',
        amount: 7,
        description: 'Trade with Sam',
        givenValue: 10,
        receivedValue: 17,
      },
    ]);
    for (const entry of entries) expect(RealizedEntry.parse(entry)).toEqual(entry);
  });

  it('names an unknown trade partner as Unknown', () => {
    const [entry] = realizedEntries([{ ...trade, tradePartner: ' ' }]);
    expect(entry.description).toBe('Trade with Unknown');
  });
});

describe('describeItems', () => {
  it('names up to two items', () => {
    expect(describeItems([])).toBe('');
    expect(describeItems([makeItem()])).toBe('Lightning Bolt');
    expect(describeItems([makeItem(), makeItem({ name: 'Opt', quantity: 3 })])).toBe(
      'Lightning Bolt, Opt ×3',
    );
  });
});
