import type { CardfolioDatabase } from '../database';

/** One row written (`row`) or deleted (`row: null`) in one of the synced tables. */
export interface RowWrite {
  table: string;
  id: string;
  row: { id: string } | null;
}

/** Rows queued per bulk call. */
const SLICE = 2000;

/**
 * Applies the writes as one bulkDelete and one bulkPut per table instead of a call per row: a push
 * answer completes up to 100 entries, and row-by-row calls were most of the device's share of a
 * push. The last write of an id wins, so the outcome is that of applying them in order. The ledger's
 * change sets are stored through it too (src/db/transactions/writeChangeSet.ts).
 */
export async function applyRowWrites(db: CardfolioDatabase, writes: Iterable<RowWrite>): Promise<void> {
  const byTable = new Map<string, Map<string, RowWrite['row']>>();
  for (const { table, id, row } of writes) {
    const rows = byTable.get(table) ?? new Map<string, RowWrite['row']>();
    rows.delete(id); // re-inserted below, so a later write keeps its later place
    rows.set(id, row);
    byTable.set(table, rows);
  }
  for (const [table, rows] of byTable) {
    const deleted = [...rows].flatMap(([id, row]) => (row === null ? [id] : []));
    const written = [...rows.values()].filter((row) => row !== null);
    // In slices, each awaited: a 20,000-card import (its write, its re-keying) queued as one bulk call
    // held the page ~0.7 s while its rows were cloned; between slices the page answers input.
    for (let start = 0; start < deleted.length; start += SLICE)
      await db.table(table).bulkDelete(deleted.slice(start, start + SLICE));
    for (let start = 0; start < written.length; start += SLICE)
      await db.table(table).bulkPut(written.slice(start, start + SLICE));
  }
}
