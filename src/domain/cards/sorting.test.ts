import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import type { CardRow } from './cardRow';
import { groupCards } from './grouping';
import { sortCardRows } from './sorting';

function rowsOf(...cards: ReturnType<typeof makeCard>[]): CardRow[] {
  return groupCards(cards, 'product');
}
const names = (rows: CardRow[]) => rows.map((row) => row.name);

const rows = rowsOf(
  makeCard({ name: 'opt', set: 'Set 10', type: 'Instant', color: 'blue', rarity: 'Common' }),
  makeCard({ name: 'Black Lotus', set: 'Set 2', type: 'Artifact', color: 'colorless', rarity: 'Rare' }),
  makeCard({
    name: 'Counterspell',
    set: 'Set 2',
    type: '',
    color: 'blue',
    rarity: 'Uncommon',
    status: 'want',
  }),
  makeCard({ name: 'Ajani', set: '', type: 'Planeswalker', color: 'white', rarity: 'Mythic Rare' }),
);

describe('sortCardRows', () => {
  it('sorts each new set of values by its own order, whatever was sorted before', () => {
    // Ranks are reused while the set of values is the same; a changed set must be collated again.
    const before = rowsOf(makeCard({ name: 'Shock' }), makeCard({ name: 'Bolt' }));
    const after = rowsOf(makeCard({ name: 'Shock' }), makeCard({ name: 'Opt' }), makeCard({ name: 'Anger' }));
    expect(names(sortCardRows(before, 'name', 'asc'))).toEqual(['Bolt', 'Shock']);
    expect(names(sortCardRows(after, 'name', 'asc'))).toEqual(['Anger', 'Opt', 'Shock']);
    expect(names(sortCardRows(before, 'name', 'desc'))).toEqual(['Shock', 'Bolt']);
    const sameSize = rowsOf(makeCard({ name: 'Shock' }), makeCard({ name: 'Armageddon' }));
    expect(names(sortCardRows(sameSize, 'name', 'asc'))).toEqual(['Armageddon', 'Shock']);
  });

  it('sorts names without case, both ways', () => {
    expect(names(sortCardRows(rows, 'name', 'asc'))).toEqual(['Ajani', 'Black Lotus', 'Counterspell', 'opt']);
    expect(names(sortCardRows(rows, 'name', 'desc'))).toEqual([
      'opt',
      'Counterspell',
      'Black Lotus',
      'Ajani',
    ]);
  });

  it('compares numbers inside text naturally and puts empty values last both ways, ties by name', () => {
    expect(names(sortCardRows(rows, 'set', 'asc'))).toEqual(['Black Lotus', 'Counterspell', 'opt', 'Ajani']);
    expect(names(sortCardRows(rows, 'set', 'desc'))).toEqual(['opt', 'Black Lotus', 'Counterspell', 'Ajani']);
    expect(names(sortCardRows(rows, 'type', 'desc'))).toEqual([
      'Ajani',
      'opt',
      'Black Lotus',
      'Counterspell',
    ]);
  });

  it('treats texts that differ only in case as equal and breaks the tie by name', () => {
    const mixed = rowsOf(
      makeCard({ name: 'Beta card', set: 'alpha' }),
      makeCard({ name: 'Alpha card', set: 'Alpha' }),
      makeCard({ name: 'Zed', set: 'ALPHA' }),
    );
    expect(names(sortCardRows(mixed, 'set', 'asc'))).toEqual(['Alpha card', 'Beta card', 'Zed']);
    expect(names(sortCardRows(mixed, 'set', 'desc'))).toEqual(['Alpha card', 'Beta card', 'Zed']);
  });

  it('sorts colour, rarity and status in collector order', () => {
    expect(names(sortCardRows(rows, 'color', 'asc'))).toEqual([
      'Ajani',
      'Counterspell',
      'opt',
      'Black Lotus',
    ]);
    expect(names(sortCardRows(rows, 'rarity', 'asc'))).toEqual([
      'opt',
      'Counterspell',
      'Black Lotus',
      'Ajani',
    ]);
    expect(names(sortCardRows(rows, 'status', 'desc'))).toEqual([
      'Counterspell',
      'Ajani',
      'Black Lotus',
      'opt',
    ]);
  });

  it('sorts by total quantity', () => {
    const counted = rowsOf(
      makeCard({ name: 'A', conditionQuantities: [makeLine('Good', 3)] }),
      makeCard({ name: 'B', conditionQuantities: [makeLine('Good', 10)] }),
      makeCard({ name: 'C', conditionQuantities: [makeLine('Good', 1), makeLine('Mint', 1)] }),
    );
    expect(names(sortCardRows(counted, 'totalQuantity', 'asc'))).toEqual(['C', 'A', 'B']);
    expect(names(sortCardRows(counted, 'totalQuantity', 'desc'))).toEqual(['B', 'A', 'C']);
  });

  it('sorts gain/loss by percent or amount, rows without one last', () => {
    const priced = rowsOf(
      // +100 %, +$1 × 1
      makeCard({ name: 'Double', marketPrice: 2, conditionQuantities: [makeLine('Good', 1, 1)] }),
      // +10 %, +$10 × 5 = +$50
      makeCard({ name: 'Bulk', marketPrice: 110, conditionQuantities: [makeLine('Good', 5, 100)] }),
      makeCard({ name: 'Unpriced', conditionQuantities: [makeLine('Good', 1, 1)] }),
      // −50 %
      makeCard({ name: 'Loser', marketPrice: 1, conditionQuantities: [makeLine('Good', 1, 2)] }),
    );
    expect(names(sortCardRows(priced, 'gainLoss', 'desc'))).toEqual(['Double', 'Bulk', 'Loser', 'Unpriced']);
    expect(names(sortCardRows(priced, 'gainLoss', 'asc'))).toEqual(['Loser', 'Bulk', 'Double', 'Unpriced']);
    expect(names(sortCardRows(priced, 'gainLoss', 'desc', 'amount'))).toEqual([
      'Bulk',
      'Double',
      'Loser',
      'Unpriced',
    ]);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = names(rows);
    const sorted = sortCardRows(rows, 'name', 'asc');
    expect(sorted).not.toBe(rows);
    expect(names(rows)).toEqual(before);
  });
});
