/**
 * Bundled by the search bench and run in a Chromium page: the query language (issue 24) over a
 * catalogue and a collection held in memory as the app holds them, timed keystroke by keystroke.
 */
import type { CardRow } from '../../src/db/rows';
import { buildCataloguePrintingLookup } from '../../src/domain/catalogue/cataloguePrices';
import type { CataloguePrinting } from '../../src/domain/catalogue/cataloguePrinting';
import { CATALOGUE_COLUMNS, type CompactRow, fromCompactRow } from '../../src/domain/catalogue/compactRows';
import { compileQuery } from '../../src/domain/query/compileQuery';
import { runQuery } from '../../src/domain/query/runQuery';

export interface SearchTimes {
  printings: number;
  copies: number;
  /** Per query: every keystroke's time (ms) from its first character to the whole text. */
  keystrokes: { query: string; times: number[]; cards: number; printings: number }[];
  /** Per query: the parser's time alone (compileQuery), mean of many runs, in ms. */
  parseMs: number[];
}

const PARSE_RUNS = 500;
/** As many results as the header's panel asks for. */
const LIMIT = 8;

export function runSearchBench({
  rows,
  cards,
  queries,
}: {
  rows: CompactRow[];
  cards: CardRow[];
  queries: string[];
}): SearchTimes {
  const printings = new Map<string, CataloguePrinting>();
  for (const row of rows) {
    const printing = fromCompactRow(row, CATALOGUE_COLUMNS);
    printings.set(printing.id, printing);
  }
  const printingOf = buildCataloguePrintingLookup(printings.values());
  const catalogue = { printings, printingOf };
  const keystrokes = queries.map((query) => {
    const times: number[] = [];
    let last = runQuery('', cards, catalogue, LIMIT);
    for (let length = 1; length <= query.length; length += 1) {
      const started = performance.now();
      last = runQuery(query.slice(0, length), cards, catalogue, LIMIT);
      times.push(performance.now() - started);
    }
    return { query, times, cards: last.cards.length, printings: last.printingTotal };
  });
  const parseMs = queries.map((query) => {
    const started = performance.now();
    for (let run = 0; run < PARSE_RUNS; run += 1) compileQuery(query);
    return (performance.now() - started) / PARSE_RUNS;
  });
  return { printings: printings.size, copies: cards.length, keystrokes, parseMs };
}
