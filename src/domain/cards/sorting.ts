import type { CardSortField, SortDirection } from '../valueSets';
import { CARD_COLORS, ITEM_STATUSES, RARITIES } from '../valueSets';
import type { CardRow } from './cardRow';

/** One collator for every sort: building one is costly. Case-insensitive, "Set 2" before "Set 10". */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Whether the gain/loss column sorts by percentage or by dollars, as the display toggle shows it. */
export type GainLossSortBy = 'percent' | 'amount';

type SortValue = string | number | null;

/**
 * Colour, rarity and status sort in the order collectors know (white, blue, black, red, green,
 * colorless, multicolor; Common up to Mythic Rare, then Special and Basic Land; have before want)
 * rather than alphabetically.
 */
function rankIn(list: readonly string[]): (value: string) => number | null {
  const ranks = new Map(list.map((value, rank) => [value, rank]));
  return (value) => ranks.get(value) ?? null;
}
const colorRank = rankIn(CARD_COLORS);
const rarityRank = rankIn(RARITIES);
const statusRank = rankIn(ITEM_STATUSES);

/** An empty text sorts as a missing value. */
function text(value: string): string | null {
  return value === '' ? null : value;
}

function sortValueOf(row: CardRow, field: CardSortField, gainLossBy: GainLossSortBy): SortValue {
  switch (field) {
    case 'name':
      return text(row.name);
    case 'set':
      return text(row.set);
    case 'setCode':
      return text(row.setCode);
    case 'type':
      return text(row.type);
    case 'color':
      return colorRank(row.color);
    case 'rarity':
      return rarityRank(row.rarity);
    case 'status':
      return statusRank(row.status);
    case 'totalQuantity':
      return row.totalQuantity;
    case 'gainLoss':
      if (row.gainLoss === null) return null;
      return gainLossBy === 'percent' ? row.gainLoss.percent : row.gainLoss.amount;
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) - (b as number);
}

/**
 * A sorted copy of the rows. Missing values (no gain/loss, empty type…) go last in both directions;
 * ties are broken by name ascending and then keep their order (the sort is stable).
 */
export function sortCardRows(
  rows: readonly CardRow[],
  field: CardSortField,
  direction: SortDirection,
  gainLossBy: GainLossSortBy = 'percent',
): CardRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, value: sortValueOf(row, field, gainLossBy) }));
  decorated.sort((left, right) => {
    const a = left.value;
    const b = right.value;
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      const order = compareValues(a, b);
      if (order !== 0) return sign * order;
    }
    return field === 'name' ? 0 : collator.compare(left.row.name, right.row.name);
  });
  return decorated.map((entry) => entry.row);
}
