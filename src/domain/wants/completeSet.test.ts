import { describe, expect, it } from 'vitest';
import type { MarketMoney } from '../money/marketPrices';
import { makePrinting } from '../testing/factories';
import { catalogueSets, completeSet, printingsOfSet, type SetCopy } from './completeSet';

const dollars: MarketMoney = { currency: 'USD', rates: [], priceDate: '2026-11-27' };
const euros: MarketMoney = {
  currency: 'EUR',
  rates: [{ date: '2026-11-26', perEuro: { USD: 2 } }],
  priceDate: '2026-11-27',
};

const set = [
  makePrinting({ id: 'p1', name: 'Alpha', collectorNumber: '1', usd: 1.5 }),
  makePrinting({ id: 'p2', name: 'Beta', collectorNumber: '2', usd: null, usdFoil: 10 }),
  makePrinting({ id: 'p3', name: 'Gamma', collectorNumber: '3', tcgplayerId: 33, usd: 4 }),
  makePrinting({ id: 'p4', name: 'Gamma', collectorNumber: '3b', tcgplayerId: 34, usd: 8 }),
  makePrinting({ id: 'p5', name: 'Delta', collectorNumber: '10' }),
];
const copy = (fields: Partial<SetCopy>): SetCopy => ({
  collectionId: 'c1',
  name: 'Alpha',
  setCode: 'TST',
  foil: false,
  status: 'have',
  ...fields,
});

describe('complete a set', () => {
  it('lists the printings no copy is of, with their count and cost in the display currency', () => {
    const result = completeSet(set, [copy({}), copy({ name: 'Gamma', tcgplayer_id: 34 })], null, dollars);
    expect(result.missing.map((entry) => entry.printing.id)).toEqual(['p2', 'p3', 'p5']);
    expect(result.total).toBe(5);
    // Beta only has a foil price; Delta none: the cost leaves it out and says so.
    expect(result.cost).toBe(14);
    expect(result.unpriced).toBe(1);
    expect(completeSet(set, [], null, euros).cost).toBe(11.75);
  });

  it('counts only the chosen collection, and never a copy that is itself a want', () => {
    const copies = [copy({ collectionId: 'c2' }), copy({ name: 'Delta', status: 'want' })];
    expect(completeSet(set, copies, 'c1', dollars).missing).toHaveLength(5);
    expect(completeSet(set, copies, null, dollars).missing).toHaveLength(4);
    // A copy of another set's printing of the same name owns nothing here.
    expect(completeSet(set, [copy({ setCode: 'OTH' })], null, dollars).missing).toHaveLength(5);
  });

  it('lists the catalogue sets by name and a set in collector-number order', () => {
    const other = makePrinting({ id: 'o1', name: 'Zeta', setCode: 'abc', setName: 'Another Set' });
    expect(catalogueSets([...set, other])).toEqual([
      { setCode: 'abc', setName: 'Another Set', printings: 1 },
      { setCode: 'tst', setName: 'Test Set', printings: 5 },
    ]);
    const shuffled = [set[4], other, set[1], set[0]].filter((printing) => printing !== undefined);
    expect(printingsOfSet(shuffled, 'TST').map((printing) => printing.collectorNumber)).toEqual([
      '1',
      '2',
      '10',
    ]);
  });
});
