import { describe, expect, it } from 'vitest';
import { applyDeltaToChunks, CATALOGUE_CHUNK_ROWS, chunksOf, storedRows } from './catalogueChunks';
import { CATALOGUE_COLUMNS, type CompactRow } from './compactRows';

const ID = CATALOGUE_COLUMNS.indexOf('id');
const USD = CATALOGUE_COLUMNS.indexOf('usd');
const NUMBERS = new Set<string>([
  'tcgplayerId',
  'usd',
  'usdFoil',
  'usdEtched',
  'cardmarketId',
  'manaValue',
  'eur',
  'eurFoil',
]);
/** A row as the server writes it: text columns empty, number columns null, except its id and usd. */
const row = (id: string, usd: number | null = null): CompactRow =>
  CATALOGUE_COLUMNS.map((column) => {
    if (column === 'id') return id;
    if (column === 'usd') return usd;
    return NUMBERS.has(column) ? null : '';
  });
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, at) => row(`p${from + at}`, at));
const ids = (chunk: { rows: CompactRow[] }) => chunk.rows.map((stored) => stored[ID]);

describe('the catalogue stored in chunks', () => {
  it('cuts a whole catalogue into numbered chunks of CATALOGUE_CHUNK_ROWS rows, in order', () => {
    const all = rows(CATALOGUE_CHUNK_ROWS * 2 + 5);
    const chunks = chunksOf(all);
    expect(chunks.map((chunk) => [chunk.index, chunk.rows.length])).toEqual([
      [0, CATALOGUE_CHUNK_ROWS],
      [1, CATALOGUE_CHUNK_ROWS],
      [2, 5],
    ]);
    expect(chunks.flatMap(ids)).toEqual(all.map((stored) => stored[ID]));
    expect(chunksOf([])).toEqual([]);
  });

  it('replaces a repriced printing where it is and answers only the chunks that changed', () => {
    const chunks = chunksOf(rows(CATALOGUE_CHUNK_ROWS + 3));
    const changed = applyDeltaToChunks(chunks, [row('p1', 99), row(`p${CATALOGUE_CHUNK_ROWS + 1}`, 98)]);
    expect(changed.map((chunk) => chunk.index)).toEqual([0, 1]);
    expect(changed[0].rows[1][USD]).toBe(99);
    expect(changed[1].rows[1][USD]).toBe(98);
    expect(changed[0].rows).toHaveLength(CATALOGUE_CHUNK_ROWS);
    // The stored chunks the caller passed are left as they were.
    expect(chunks[0].rows[1][USD]).toBe(1);
  });

  it('appends new printings to the last chunk, then starts new ones when it is full', () => {
    const chunks = chunksOf(rows(CATALOGUE_CHUNK_ROWS - 1));
    const changed = applyDeltaToChunks(chunks, rows(3, 100_000));
    expect(changed.map((chunk) => [chunk.index, chunk.rows.length])).toEqual([
      [0, CATALOGUE_CHUNK_ROWS],
      [1, 2],
    ]);
    expect(ids(changed[1])).toEqual(['p100001', 'p100002']);
  });

  it('starts the first chunk when the device holds none, and a printing twice in a delta is kept once', () => {
    const changed = applyDeltaToChunks([], [row('a', 1), row('b', 2), row('a', 3)]);
    expect(changed).toHaveLength(1);
    expect(changed[0].index).toBe(0);
    expect(changed[0].rows.map((stored) => [stored[ID], stored[USD]])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it("re-orders an answer's rows when its columns differ from the stored order", () => {
    const columns = [...CATALOGUE_COLUMNS].reverse();
    const answerRow = [...row('x', 7)].reverse();
    expect(storedRows([answerRow], columns)).toEqual([row('x', 7)]);
    const same = [row('y', 1)];
    expect(storedRows(same, CATALOGUE_COLUMNS)).toBe(same);
  });

  it("replaces a held catalogue's shorter rows (stored before the Cardmarket id) with a delta's full ones", () => {
    const short = (id: string) => row(id, 1).slice(0, CATALOGUE_COLUMNS.indexOf('cardmarketId'));
    const chunks = chunksOf([short('a'), short('b')]);
    const withId = row('a', 1);
    withId[CATALOGUE_COLUMNS.indexOf('cardmarketId')] = 20_001;
    const [changed] = applyDeltaToChunks(chunks, [withId]);
    expect(changed?.rows).toEqual([withId, short('b')]);
  });
});
