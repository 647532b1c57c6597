/**
 * The query language (issue 24) in Chromium: 100,000 printings shaped like the card database's
 * (the catalogue bench's generator, through the one mapper) and 50,000 copies of them. For each of 20
 * representative queries, typed a character at a time: every keystroke → both result groups of the
 * header's search (the collection's copies, the catalogue's cards), p95 ≤ 30 ms; the parser alone
 * ≤ 1 ms per query. Prints the figures; asserts nothing. Run with `npm run bench search`;
 * BENCH_PRINTINGS and BENCH_CARDS set smaller sizes to iterate faster.
 */
import type { CardRow } from '../../src/db/rows';
import { toCompactRow } from '../../src/domain/catalogue/compactRows';
import { catalogueRecordFromScryfall } from '../../src/domain/catalogue/fromScryfall';
import { makeCard, makeLine } from '../../src/domain/testing/factories';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { benchPrinting } from '../fixtures/cardDb/generateBulkFile';
import { ms, percentile } from './cardsViewBrowser';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';
import type { runSearchBench, SearchTimes } from './searchInPage';

const printingCount = Number(process.env.BENCH_PRINTINGS ?? 100_000);
const copyCount = Number(process.env.BENCH_CARDS ?? 50_000);

const QUERIES = [
  'dragon',
  't:creature c:r mv<=2',
  'o:"draw a card"',
  'c>=uw t:instant',
  'id:rg',
  'r:mythic usd>10',
  's:b01',
  '!"Lightning Bolt"',
  '/^fla/',
  'pow>=4 tou<=3',
  'year>=2020',
  'is:foil',
  'in:collection t:dragon',
  'qty>2',
  'cond:nm paid<5',
  'status:want',
  'gain>0',
  't:creature OR t:artifact -c:b',
  '(c:r OR c:g) mv=3 r:rare',
  'frame:2015 lang:en',
];

const templates = loadFixturePrintings();
const records = Array.from({ length: printingCount }, (_, index) =>
  catalogueRecordFromScryfall(benchPrinting(index, 1, templates)),
).filter((record) => record !== null);
const rows = records.map(toCompactRow);
// Copies of every other printing, a few wanted, quantities and prices spread so the collection terms find some.
const cards: CardRow[] = Array.from({ length: copyCount }, (_, index) => {
  const printing = records[(index * 2) % records.length];
  return makeCard({
    id: `card-${index}`,
    name: printing.name,
    set: printing.setName,
    setCode: printing.setCode.toUpperCase(),
    tcgplayer_id: printing.tcgplayerId,
    status: index % 25 === 0 ? 'want' : 'have',
    foil: index % 7 === 0,
    marketPrice: (index % 40) / 4,
    conditionQuantities: [
      makeLine(index % 3 === 0 ? 'Lightly Played' : 'Near Mint', 1 + (index % 4), (index % 20) / 2),
    ],
  });
});

printMachineLoad();
const times = await runInBenchPage<SearchTimes>('searchInPage.ts', 'searchBench', 'runSearchBench', {
  rows,
  cards,
  queries: QUERIES,
} satisfies Parameters<typeof runSearchBench>[0]);
printMachineLoad();

console.log(`printings: ${times.printings}; copies: ${times.copies}`);
console.log(
  'query                               keystrokes   p95 per keystroke   found (copies / names)   parse',
);
let missed = 0;
times.keystrokes.forEach(({ query, times: keys, cards: found, printings }, index) => {
  const p95 = percentile(keys, 0.95);
  if (p95 > 30) missed += 1;
  const parse = times.parseMs[index];
  console.log(
    `${query.padEnd(36)}${String(keys.length).padStart(10)}   ${ms(p95)}${p95 <= 30 ? '' : ' MISSED'}   ${`${found} / ${printings}`.padStart(22)}   ${(parse * 1000).toFixed(0).padStart(5)} µs${parse <= 1 ? '' : ' MISSED'}`,
  );
});
const all = times.keystrokes.flatMap((query) => query.times);
console.log(`every keystroke: median ${ms(percentile(all, 0.5))}, p95 ${ms(percentile(all, 0.95))}`);
console.log(`queries over the 30 ms p95 goal: ${missed} of ${QUERIES.length}`);
