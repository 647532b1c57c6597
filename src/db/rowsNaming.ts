import Dexie from 'dexie';

/**
 * The rows of `table` that name any of `ids`: one lookup per id (`lookUp`) while the ids are few, the
 * whole table read once and filtered (`names`) past as many ids as the table has rows. Per-id lookups
 * keep the cost off the table's size, but a 20,000-line import names 20,000 ids, and 20,000 lookups
 * took Chromium seconds. A chain of Dexie's own promises (not an async function), so it stays inside
 * a caller's transaction.
 */
export function rowsNaming<Row>(
  table: { count(): PromiseLike<number>; toArray(): PromiseLike<Row[]> },
  ids: ReadonlySet<string>,
  lookUp: (ids: string[]) => PromiseLike<Row[]>,
  names: (row: Row, ids: ReadonlySet<string>) => boolean,
): PromiseLike<Row[]> {
  if (ids.size === 0) return Dexie.Promise.resolve([]);
  return table
    .count()
    .then((count) =>
      ids.size > count
        ? table.toArray().then((all) => all.filter((row) => names(row, ids)))
        : lookUp([...ids]),
    );
}
