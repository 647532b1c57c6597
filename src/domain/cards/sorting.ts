import type { CardSortField, SortDirection } from '../valueSets';
import { CARD_COLORS, ITEM_STATUSES, RARITIES } from '../valueSets';
import type { CardRow } from './cardRow';

/** One collator for every sort: building one is costly. Case-insensitive, "Set 2" before "Set 10". */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Whether the gain/loss column sorts by percentage or by dollars, as the display toggle shows it. */
export type GainLossSortBy = 'percent' | 'amount';

/**
 * Colour, rarity and status sort in the order collectors know (white, blue, black, red, green,
 * colorless, multicolor; Common up to Mythic Rare, then Special and Basic Land; have before want)
 * rather than alphabetically.
 */
function rankIn(list: readonly string[]): Map<string, number> {
  return new Map(list.map((value, rank) => [value, rank]));
}
const colorRanks = rankIn(CARD_COLORS);
const rarityRanks = rankIn(RARITIES);
const statusRanks = rankIn(ITEM_STATUSES);

/**
 * Each distinct text's place in collation order; texts the collator finds equal share a place.
 * Collating the distinct values once and then sorting numbers is many times faster than calling the
 * collator for every comparison of a 100,000-row sort: a field has far fewer distinct values than rows.
 */
function collationRanks(values: ReadonlySet<string>): Map<string, number> {
  const distinct = [...values].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = -1;
  let previous: string | null = null;
  for (const value of distinct) {
    if (previous === null || collator.compare(previous, value) !== 0) rank += 1;
    ranks.set(value, rank);
    previous = value;
  }
  return ranks;
}

const TEXT_FIELDS = { name: true, set: true, setCode: true, type: true } as const;
type TextField = keyof typeof TEXT_FIELDS;

/**
 * The last ranks made for each text field. Regrouping or re-sorting the same collection collates the
 * same values again (tens of milliseconds for 50,000 copies); the ranks depend only on the set of
 * distinct values, so an equal set — checked in well under a millisecond — reuses them.
 */
const lastRanks = new Map<TextField, { values: Set<string>; ranks: Map<string, number> }>();

function ranksOf(field: TextField, rows: readonly CardRow[]): Map<string, number> {
  const values = new Set<string>();
  for (const row of rows) values.add(row[field]);
  const last = lastRanks.get(field);
  if (last && last.values.size === values.size && [...values].every((value) => last.values.has(value))) {
    return last.ranks;
  }
  const ranks = collationRanks(values);
  lastRanks.set(field, { values, ranks });
  return ranks;
}
const isTextField = (field: CardSortField): field is TextField => field in TEXT_FIELDS;

function numericValue(
  row: CardRow,
  field: Exclude<CardSortField, TextField>,
  by: GainLossSortBy,
): number | null {
  switch (field) {
    case 'color':
      return colorRanks.get(row.color) ?? null;
    case 'rarity':
      return rarityRanks.get(row.rarity) ?? null;
    case 'status':
      return statusRanks.get(row.status) ?? null;
    case 'totalQuantity':
      return row.totalQuantity;
    case 'gainLoss':
      if (row.gainLoss === null) return null;
      return by === 'percent' ? row.gainLoss.percent : row.gainLoss.amount;
  }
}

/**
 * A sorted copy of the rows. Missing values (no gain/loss, an empty set or type…) go last in both
 * directions; ties are broken by name ascending and then keep their order (the sort is stable).
 */
export function sortCardRows(
  rows: readonly CardRow[],
  field: CardSortField,
  direction: SortDirection,
  gainLossBy: GainLossSortBy = 'percent',
): CardRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const nameRanks = ranksOf('name', rows);
  const fieldRanks = isTextField(field) && field !== 'name' ? ranksOf(field, rows) : null;
  const decorated = rows.map((row) => {
    let value: number | null;
    if (isTextField(field)) {
      const text = row[field];
      value = text === '' ? null : ((fieldRanks ?? nameRanks).get(text) as number);
    } else {
      value = numericValue(row, field, gainLossBy);
    }
    return { row, value, name: nameRanks.get(row.name) as number };
  });
  decorated.sort((left, right) => {
    const a = left.value;
    const b = right.value;
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      return sign * (a - b);
    }
    return field === 'name' ? 0 : left.name - right.name;
  });
  return decorated.map((entry) => entry.row);
}
