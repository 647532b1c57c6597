import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import { groupCards } from './grouping';
import { createMarketPriceResolver } from './pricing';

const boltA = makeCard({
  id: 'bolt-a',
  conditionQuantities: [
    makeLine('Near Mint', 2, 1, { transactionId: 'tx-1' }),
    makeLine('Played', 1, 4, { transactionId: 'tx-2' }),
  ],
});
const boltB = makeCard({
  id: 'bolt-b',
  conditionQuantities: [makeLine('Near Mint', 1, null, { transactionId: 'tx-1' })],
});
const boltFoil = makeCard({ id: 'bolt-foil', foil: true, conditionQuantities: [makeLine('Mint', 1, 10)] });
const boltWant = makeCard({
  id: 'bolt-want',
  status: 'want',
  conditionQuantities: [makeLine('Near Mint', 1)],
});
const opt = makeCard({
  id: 'opt',
  name: 'Opt',
  set: 'Ixalan',
  setCode: 'XLN',
  color: 'blue',
  marketPrice: 0.5,
  conditionQuantities: [makeLine('Good', 4, 0.25)],
});
const cards = [boltA, opt, boltB, boltFoil, boltWant];

describe('group by product', () => {
  const rows = groupCards(cards, 'product', () => 2);

  it('makes one row per name, set code, finish and status, in first-seen order', () => {
    expect(rows.map((row) => row.cardIds)).toEqual([
      ['bolt-a', 'bolt-b'],
      ['opt'],
      ['bolt-foil'],
      ['bolt-want'],
    ]);
  });

  it('sums quantities, keeps every condition line and weights the average price', () => {
    const [bolts] = rows;
    expect(bolts.totalQuantity).toBe(4);
    expect(bolts.conditions).toHaveLength(3);
    // 2 × $1 + 1 × $4 over 3 priced copies = $2
    expect(bolts.averagePrice).toBe(2);
    expect(bolts.transactionId).toBeNull();
    // market $2 equals the average: no change, a gain, over the 3 priced copies
    expect(bolts.gainLoss).toEqual({ perUnit: 0, amount: 0, percent: 0, isGain: true });
  });

  it('matches names and set codes as the card database spells them', () => {
    const lower = makeCard({ id: 'lower', name: 'lightning bolt', setCode: 'M10' });
    expect(groupCards([boltA, lower], 'product')).toHaveLength(2);
  });

  it('uses the set name for cards without a set code', () => {
    const noCode = makeCard({ id: 'no-code', setCode: '', set: 'M10' });
    expect(groupCards([boltA, noCode], 'product').map((row) => row.cardIds)).toEqual([['bolt-a', 'no-code']]);
  });

  it('keys rows by their first card', () => {
    expect(rows.map((row) => row.key)).toEqual(['p|bolt-a', 'p|opt', 'p|bolt-foil', 'p|bolt-want']);
  });

  it('takes the highest market price of the cards in a row', () => {
    const prices = new Map([
      ['bolt-a', 1],
      ['bolt-b', 3],
    ]);
    const [bolts] = groupCards([boltA, boltB], 'product', (card) => prices.get(card.id) ?? null);
    expect(bolts.marketPrice).toBe(3);
  });
});

describe('group by transaction', () => {
  it('makes one row per name, set and transaction id', () => {
    const rows = groupCards([boltA, boltB], 'transaction');
    expect(rows.map((row) => [row.transactionId, row.cardIds, row.totalQuantity])).toEqual([
      ['tx-1', ['bolt-a', 'bolt-b'], 3],
      ['tx-2', ['bolt-a'], 1],
    ]);
    expect(rows[0].averagePrice).toBe(1);
    expect(rows[1].averagePrice).toBe(4);
  });

  it('keeps lines without a transaction together and apart from foil copies', () => {
    const loose = makeCard({ id: 'loose', conditionQuantities: [makeLine('Good', 1), makeLine('Poor', 2)] });
    const rows = groupCards([loose, boltFoil], 'transaction');
    expect(rows.map((row) => [row.cardIds, row.totalQuantity, row.foil])).toEqual([
      [['loose'], 3, false],
      [['bolt-foil'], 1, true],
    ]);
  });
});

describe('no grouping', () => {
  it('makes every condition line its own row', () => {
    const rows = groupCards([boltA, opt], 'none');
    expect(rows.map((row) => [row.key, row.totalQuantity, row.averagePrice, row.transactionId])).toEqual([
      ['bolt-a', 2, 1, 'tx-1'],
      ['bolt-a|1', 1, 4, 'tx-2'],
      ['opt', 4, 0.25, null],
    ]);
  });

  it('prices rows with the resolver and computes gain/loss per row', () => {
    const resolver = createMarketPriceResolver((key) =>
      key === 'Lightning Bolt|M10|Near Mint' ? 3 : undefined,
    );
    const [nearMint, played, optRow] = groupCards([boltA, opt], 'none', resolver);
    // Bolt's market price is the highest known for the card ($3), shown on both of its rows.
    expect(nearMint.gainLoss).toEqual({ perUnit: 2, amount: 4, percent: 200, isGain: true });
    expect(played.gainLoss).toEqual({ perUnit: -1, amount: -1, percent: -25, isGain: false });
    expect(optRow.marketPrice).toBe(0.5);
    expect(optRow.gainLoss?.percent).toBe(100);
  });
});

describe('empty input', () => {
  it('gives no rows', () => {
    expect(groupCards([], 'product')).toEqual([]);
  });
});

describe('graded copies (issue 25)', () => {
  const psa9 = {
    grader: 'PSA',
    grade: 9,
    subgrades: null,
    certificate: null,
    gradedOn: null,
    fee: null,
    value: 300,
  };
  const raw = makeCard({ id: 'raw', conditionQuantities: [makeLine('Near Mint', 2, 1)] });
  const slabA = makeCard({ id: 'slab-a', grading: { ...psa9, certificate: '1' } });
  const slabB = makeCard({ id: 'slab-b', grading: { ...psa9, certificate: '2' } });
  const bgs = makeCard({ id: 'bgs', grading: { ...psa9, grader: 'BGS', grade: 9.5 } });

  it('rows slabs by printing and slab label, never with raw copies, and values them at their manual value', () => {
    for (const mode of ['product', 'transaction'] as const) {
      const rows = groupCards([raw, slabA, slabB, bgs], mode);
      expect(rows.map((row) => [row.slab, row.totalQuantity, row.marketPrice])).toEqual([
        [null, 2, null],
        ['PSA 9', 2, 300],
        ['BGS 9.5', 1, 300],
      ]);
    }
  });
});
