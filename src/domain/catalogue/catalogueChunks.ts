import { CATALOGUE_COLUMNS, type CompactRow, fromCompactRow, toCompactRow } from './compactRows';

/**
 * How the device stores the catalogue: compact rows (CATALOGUE_COLUMNS order) in chunks of this many,
 * one IndexedDB record per chunk. Storing 100,000 printings as 100,000 records took Chromium 15–22 s,
 * almost all of it per-record cost; as 50 records it is the structured clone of the rows, about a
 * second. The device never queries IndexedDB by printing: it reads the catalogue into memory once
 * per version (src/db/catalogue/catalogueIndex.ts).
 */
export const CATALOGUE_CHUNK_ROWS = 2000;

export interface CatalogueChunk {
  index: number;
  rows: CompactRow[];
}

const ID = CATALOGUE_COLUMNS.indexOf('id');
const sameColumns = (columns: readonly string[]) =>
  columns.length === CATALOGUE_COLUMNS.length &&
  columns.every((column, at) => column === CATALOGUE_COLUMNS[at]);

/** An answer's rows in the stored column order (the answer's own `columns` may be a newer server's). */
export function storedRows(rows: CompactRow[], columns: readonly string[]): CompactRow[] {
  return sameColumns(columns) ? rows : rows.map((row) => toCompactRow(fromCompactRow(row, columns)));
}

/** A whole catalogue's rows as chunks, numbered from 0. */
export function chunksOf(rows: CompactRow[]): CatalogueChunk[] {
  const chunks: CatalogueChunk[] = [];
  for (let start = 0; start < rows.length; start += CATALOGUE_CHUNK_ROWS) {
    chunks.push({ index: chunks.length, rows: rows.slice(start, start + CATALOGUE_CHUNK_ROWS) });
  }
  return chunks;
}

/**
 * A delta applied to the stored chunks: a known printing's row is replaced where it is, a new one is
 * appended (filling the last chunk, then new ones). Answers only the chunks that changed, to be
 * written back; `chunks` is not modified.
 */
export function applyDeltaToChunks(chunks: CatalogueChunk[], delta: CompactRow[]): CatalogueChunk[] {
  const changed = new Map<number, CatalogueChunk>();
  const where = new Map<string, { chunk: number; row: number }>();
  for (const [position, chunk] of chunks.entries()) {
    for (const [at, row] of chunk.rows.entries()) where.set(row[ID] as string, { chunk: position, row: at });
  }
  const all = [...chunks];
  // A chunk is copied the first time the delta writes to it; a new chunk is born in `changed`.
  const editable = (position: number): CatalogueChunk => {
    let copy = changed.get(position);
    if (!copy) {
      copy = { index: all[position].index, rows: [...all[position].rows] };
      changed.set(position, copy);
    }
    return copy;
  };
  for (const row of delta) {
    const found = where.get(row[ID] as string);
    if (found) {
      editable(found.chunk).rows[found.row] = row;
      continue;
    }
    let last = all.length - 1;
    if (last < 0 || (changed.get(last) ?? all[last]).rows.length >= CATALOGUE_CHUNK_ROWS) {
      all.push({ index: last < 0 ? 0 : all[last].index + 1, rows: [] });
      last = all.length - 1;
      changed.set(last, all[last]);
    }
    const target = editable(last);
    where.set(row[ID] as string, { chunk: last, row: target.rows.length });
    target.rows.push(row);
  }
  return [...changed.values()];
}
