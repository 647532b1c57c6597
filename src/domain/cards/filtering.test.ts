import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/factories';
import { countLine, filterCards } from './filtering';

const bolt = makeCard({ name: 'Lightning Bolt', set: 'Magic 2010', setCode: 'M10', type: 'Instant' });
const opt = makeCard({ name: 'Opt', set: 'Ixalan', setCode: 'XLN', type: 'Instant', color: 'blue' });
const lotus = makeCard({
  name: 'Black Lotus',
  set: 'Alpha',
  setCode: 'LEA',
  type: 'Artifact',
  color: 'colorless',
  rarity: 'Rare',
  status: 'want',
});
const cards = [bolt, opt, lotus];
const names = (list: typeof cards) => list.map((card) => card.name);

describe('filterCards', () => {
  it('keeps everything without filters', () => {
    expect(filterCards(cards, {})).toEqual(cards);
    expect(filterCards(cards, { search: '  ', color: 'all', rarity: '', status: null })).toEqual(cards);
  });

  it('searches name, set, set code and type without case', () => {
    expect(names(filterCards(cards, { search: 'BOLT' }))).toEqual(['Lightning Bolt']);
    expect(names(filterCards(cards, { search: 'ixal' }))).toEqual(['Opt']);
    expect(names(filterCards(cards, { search: 'lea' }))).toEqual(['Black Lotus']);
    expect(names(filterCards(cards, { search: 'instant' }))).toEqual(['Lightning Bolt', 'Opt']);
  });

  it('needs every search word to match somewhere', () => {
    expect(names(filterCards(cards, { search: 'instant m10' }))).toEqual(['Lightning Bolt']);
    expect(names(filterCards(cards, { search: 'instant lotus' }))).toEqual([]);
  });

  it('filters by colour, rarity and status', () => {
    expect(names(filterCards(cards, { color: 'blue' }))).toEqual(['Opt']);
    expect(names(filterCards(cards, { rarity: 'Rare' }))).toEqual(['Black Lotus']);
    expect(names(filterCards(cards, { status: 'have', color: 'red' }))).toEqual(['Lightning Bolt']);
  });

  it('reads the mobile drawer values: lower-case rarity, owned as have', () => {
    expect(names(filterCards(cards, { rarity: 'common' }))).toEqual(['Lightning Bolt', 'Opt']);
    expect(names(filterCards(cards, { status: 'owned' }))).toEqual(['Lightning Bolt', 'Opt']);
    expect(names(filterCards(cards, { status: 'sold' }))).toEqual([]);
  });

  it('sees a renamed card as a new object', () => {
    expect(filterCards(cards, { search: 'shock' })).toEqual([]);
    expect(names(filterCards([{ ...bolt, name: 'Shock' }], { search: 'shock' }))).toEqual(['Shock']);
  });
});

describe('countLine', () => {
  it('reads X of Y cards', () => {
    expect(countLine(3, 10)).toBe('3 of 10 cards');
    expect(countLine(1200, 50000)).toBe('1,200 of 50,000 cards');
  });
});

describe('graded copies (issue 25)', () => {
  const base = { name: 'Charizard', set: 'Base', setCode: 'BS', type: '', color: 'red', rarity: 'Rare' };
  const rows = ['PSA 9', 'BGS 9.5', null].map((slab) => ({ ...base, status: 'have', slab }));
  const slabs = (filters: Parameters<typeof filterCards>[1]) =>
    filterCards(rows, filters).map((row) => row.slab);

  it('filters by grader, grade, raw or graded, and finds a slab label by search', () => {
    expect(slabs({ grader: 'PSA' })).toEqual(['PSA 9']);
    expect(slabs({ grade: '9.5' })).toEqual(['BGS 9.5']);
    expect(slabs({ grader: 'graded', grade: '9' })).toEqual(['PSA 9']);
    expect(slabs({ grader: 'raw' })).toEqual([null]);
    expect(slabs({ grader: 'graded' })).toEqual(['PSA 9', 'BGS 9.5']);
    expect(slabs({ search: 'psa 9' })).toEqual(['PSA 9']);
  });
});
