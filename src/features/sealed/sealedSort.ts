import type { SealedRow } from '../../domain/sealed/sealedRows';
import type { SortDirection } from '../../domain/valueSets';

/** The list table's sortable columns (part 2 §2 "a table in list mode"). */
export type SealedSortColumn =
  | 'name'
  | 'set'
  | 'type'
  | 'status'
  | 'totalQuantity'
  | 'averagePrice'
  | 'marketPrice'
  | 'gainLoss'
  | 'purchaseDate';

export interface SealedSort {
  column: SealedSortColumn;
  direction: SortDirection;
}

/** By name ascending: the shelf order the page had before it could be sorted. */
export const DEFAULT_SEALED_SORT: SealedSort = { column: 'name', direction: 'asc' };

/** Part 2 §4: the same column toggles asc/desc; a new column starts ascending. */
export function nextSealedSort(current: SealedSort, column: SealedSortColumn): SealedSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The newest purchase date of a row's purchases; null when none is dated. */
export function latestPurchaseDate(row: SealedRow): string | null {
  let latest: string | null = null;
  for (const detail of row.purchaseDetails) {
    if (detail.purchaseDate !== null && (latest === null || detail.purchaseDate > latest)) {
      latest = detail.purchaseDate;
    }
  }
  return latest;
}

type SortValue = string | number | null;

function sortValueOf(row: SealedRow, column: SealedSortColumn): SortValue {
  switch (column) {
    case 'name':
    case 'set':
    case 'type':
    case 'status':
      return row[column];
    case 'totalQuantity':
    case 'averagePrice':
    case 'marketPrice':
      return row[column];
    case 'gainLoss':
      return row.gainLoss?.amount ?? null;
    case 'purchaseDate':
      return latestPurchaseDate(row);
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The rows in the table's order. Unknown values (no price, no date) go last in either direction, as
 * they say nothing about the order; ties fall back to name, then set.
 */
export function sortSealedRowsBy(rows: readonly SealedRow[], sort: SealedSort): SealedRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValueOf(a, sort.column);
    const right = sortValueOf(b, sort.column);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compareValues(left, right);
      if (order !== 0) return sign * order;
    }
    return a.name.localeCompare(b.name) || a.set.localeCompare(b.set);
  });
}
