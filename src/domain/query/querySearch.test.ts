import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import { compileQuery } from './compileQuery';
import { searchPrintings } from './printingSearch';
import { ownedByPrinting, type QueryCard, searchCards } from './querySearch';
import { TEST_PRINTINGS } from './testing/queryTestCatalogue';

const boltM10 = TEST_PRINTINGS.find(
  (printing) => printing.setCode === 'm10' && printing.collectorNumber === '5',
);
/** A held copy as the cards view has it: three near-mint copies bought at 1, worth 2 now. */
const card = (id: string, name: string, extra: Partial<QueryCard> = {}): QueryCard =>
  makeCard({ id, name, marketPrice: 2, conditionQuantities: [makeLine('Near Mint', 3, 1)], ...extra });
const printingOf = (copy: QueryCard) => (copy.name === 'Lightning Bolt' ? boltM10 : undefined);

describe('searching the collection and the catalogue with one query', () => {
  it('finds copies by catalogue terms, their own terms, and by their own fields when the catalogue lacks them', () => {
    const cards = [card('a', 'Lightning Bolt'), card('b', 'Homemade Token', { color: 'green', foil: true })];
    expect(
      searchCards(cards, compileQuery('a:"christopher rush" qty>=3'), printingOf).map((c) => c.id),
    ).toEqual(['a']);
    expect(searchCards(cards, compileQuery('c:g is:foil'), printingOf).map((c) => c.id)).toEqual(['b']);
    expect(searchCards(cards, compileQuery('gain>0.5'), printingOf).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('finds copies by the location they are in, and printings by where any of their copies is', () => {
    const cards = [
      card('a', 'Lightning Bolt', { placeName: 'Binder 1' }),
      card('b', 'Lightning Bolt', { placeName: 'Trade box' }),
      card('c', 'Homemade Token'),
    ];
    expect(searchCards(cards, compileQuery('loc:binder'), printingOf).map((c) => c.id)).toEqual(['a']);
    expect(searchCards(cards, compileQuery('-loc:binder'), printingOf).map((c) => c.id)).toEqual(['b', 'c']);
    expect(searchCards(cards, compileQuery('loc>binder'), printingOf)).toEqual(cards);
    expect(compileQuery('loc>binder').problems.map((problem) => problem.message)).toHaveLength(1);
    const owned = ownedByPrinting(cards, printingOf);
    expect(searchPrintings(TEST_PRINTINGS, compileQuery('loc="trade box"'), owned, 5).printings).toEqual([
      boltM10,
    ]);
  });

  it('gathers copies by printing and finds one printing per name in the catalogue', () => {
    const owned = ownedByPrinting([card('a', 'Lightning Bolt'), card('c', 'Lightning Bolt')], printingOf);
    expect(owned.get(boltM10?.id ?? '')?.quantity).toBe(6);
    const found = searchPrintings(TEST_PRINTINGS, compileQuery('in:collection'), owned, 10);
    expect(found.printings.map((printing) => printing.id)).toEqual([boltM10?.id]);
    expect(searchPrintings(TEST_PRINTINGS, compileQuery('t:angel'), owned, 1)).toMatchObject({ total: 2 });
  });

  it('reads a changed collection afresh: what it keeps between keystrokes is kept per copies array and lookup', () => {
    const before = [card('a', 'Lightning Bolt')];
    const query = compileQuery('qty>=3');
    expect(searchCards(before, query, printingOf).map((c) => c.id)).toEqual(['a']);
    const after = [card('a', 'Lightning Bolt', { conditionQuantities: [makeLine('Near Mint', 1, 1)] })];
    expect(searchCards(after, query, printingOf)).toEqual([]);
    expect(ownedByPrinting(after, printingOf).get(boltM10?.id ?? '')?.quantity).toBe(1);
    // The same copies through another lookup: the catalogue changed, so the subjects are built again.
    const byArtist = compileQuery('a:"christopher rush"');
    expect(searchCards(before, byArtist, () => undefined)).toEqual([]);
    expect(searchCards(before, byArtist, printingOf).map((c) => c.id)).toEqual(['a']);
  });
});
