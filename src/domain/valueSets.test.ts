import { describe, expect, it } from 'vitest';
import {
  ADD_CARD_CONDITIONS,
  CARD_COLOR_LABELS,
  CARD_COLORS,
  CARD_SORT_FIELDS,
  CONDITIONS,
  CURRENCIES,
  DATE_FILTERS,
  DEFAULT_CARD_CONDITION,
  DEFAULT_RARITY,
  DEFAULT_SEALED_CONDITION,
  DEFAULT_THEME_ID,
  EDIT_CARD_CONDITIONS,
  GROUP_MODES,
  ITEM_STATUSES,
  PRODUCT_TYPES,
  RARITIES,
  SEALED_CONDITIONS,
  SEALED_TYPES,
  THEME_IDS,
  TRADE_CONDITIONS,
  TRADE_VALUE_SOURCES,
  TRANSACTION_TYPES,
  VIEW_MODES,
  WIZARD_SEALED_CONDITIONS,
} from './valueSets';

describe('value sets of part 1', () => {
  it('has the seven colours in order, each with a label', () => {
    expect(CARD_COLORS).toEqual(['white', 'blue', 'black', 'red', 'green', 'colorless', 'multicolor']);
    expect(CARD_COLORS.map((color) => CARD_COLOR_LABELS[color])).toEqual([
      'White',
      'Blue',
      'Black',
      'Red',
      'Green',
      'Colorless',
      'Multicolor',
    ]);
  });

  it('has the six rarities, Common by default, and have/want', () => {
    expect(RARITIES).toEqual(['Common', 'Uncommon', 'Rare', 'Mythic Rare', 'Special', 'Basic Land']);
    expect(DEFAULT_RARITY).toBe('Common');
    expect(ITEM_STATUSES).toEqual(['have', 'want']);
  });

  it('has the cards view sort fields, group modes and view modes', () => {
    expect(CARD_SORT_FIELDS).toEqual([
      'name',
      'set',
      'setCode',
      'color',
      'type',
      'rarity',
      'totalQuantity',
      'status',
      'gainLoss',
    ]);
    expect(GROUP_MODES).toEqual(['product', 'transaction', 'none']);
    expect(VIEW_MODES).toEqual(['grid', 'list']);
  });

  it('has six themes with mtg-blue first and default', () => {
    expect(THEME_IDS).toEqual([
      'mtg-blue',
      'dark-mode',
      'forest-green',
      'sunset-orange',
      'royal-purple',
      'ocean-teal',
    ]);
    expect(DEFAULT_THEME_ID).toBe(THEME_IDS[0]);
  });
});

describe('value sets of part 2', () => {
  it('has the eleven sealed types and the sealed conditions', () => {
    expect(SEALED_TYPES).toHaveLength(11);
    expect(SEALED_TYPES[0]).toBe('Booster Box');
    expect(SEALED_TYPES[SEALED_TYPES.length - 1]).toBe('Other');
    expect(SEALED_CONDITIONS).toEqual([
      'Sealed',
      'Near Mint',
      'Lightly Played',
      'Played',
      'Heavily Played',
      'Damaged',
    ]);
    expect(WIZARD_SEALED_CONDITIONS).toEqual(['Sealed']);
  });

  it('has each dialog its own condition list', () => {
    expect(EDIT_CARD_CONDITIONS).toEqual([
      'Mint',
      'Near Mint',
      'Excellent',
      'Good',
      'Light Played',
      'Played',
      'Poor',
    ]);
    expect(TRADE_CONDITIONS).toEqual([
      'Near Mint',
      'Lightly Played',
      'Moderately Played',
      'Heavily Played',
      'Damaged',
    ]);
    expect(ADD_CARD_CONDITIONS).toEqual([
      'Near Mint',
      'Lightly Played',
      'Played',
      'Heavily Played',
      'Damaged',
    ]);
  });

  it('stores any condition of any list, with Near Mint and Sealed as defaults', () => {
    const everyList = [
      ...EDIT_CARD_CONDITIONS,
      ...TRADE_CONDITIONS,
      ...ADD_CARD_CONDITIONS,
      ...SEALED_CONDITIONS,
      ...WIZARD_SEALED_CONDITIONS,
    ];
    for (const condition of everyList) expect(CONDITIONS).toContain(condition);
    expect(new Set(CONDITIONS).size).toBe(CONDITIONS.length);
    expect(DEFAULT_CARD_CONDITION).toBe('Near Mint');
    expect(DEFAULT_SEALED_CONDITION).toBe('Sealed');
  });

  it('has the transaction types, product types, value sources and currencies', () => {
    expect(TRANSACTION_TYPES).toEqual(['purchase', 'sale', 'trade', 'opening', 'adjustment']);
    expect(PRODUCT_TYPES).toEqual(['card', 'sealed_product']);
    expect(TRADE_VALUE_SOURCES).toEqual(['market', 'estimated', 'agreed']);
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP']);
  });

  it('has the date filters with the hours the spec gives', () => {
    expect(DATE_FILTERS.map((filter) => [filter.label, filter.hours])).toEqual([
      ['Last 30 days', 720],
      ['Last 90 days', 2160],
      ['This year', null],
      ['All time', null],
    ]);
  });
});
