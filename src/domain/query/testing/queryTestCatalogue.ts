import { loadFixturePrintings } from '../../../../tests/fixtures/cardDb/cardDbFixtureServer';
import type { CataloguePrinting } from '../../catalogue/cataloguePrinting';
import { catalogueRecordFromScryfall } from '../../catalogue/fromScryfall';
import { compileQuery } from '../compileQuery';
import type { OwnedFacts, QuerySubject } from '../querySubject';
import { hasSubject, SubjectIndex } from '../subjectIndex';

/** The test catalogue: the card database fixture's printings, as the device stores them. */
export const TEST_PRINTINGS: readonly CataloguePrinting[] = loadFixturePrintings().flatMap(
  (card) => catalogueRecordFromScryfall(card) ?? [],
);

const printingAt = (key: string) => {
  const found = TEST_PRINTINGS.find((printing) => `${printing.setCode} ${printing.collectorNumber}` === key);
  if (!found) throw new Error(`no printing ${key} in the test catalogue`);
  return found;
};

/**
 * A small collection over it, by "set number", as a catalogue search gathers it (no single finish):
 * what the collection terms are tested against.
 */
export const TEST_COLLECTION: ReadonlyMap<CataloguePrinting, OwnedFacts> = new Map([
  [
    printingAt('lea 7'),
    { quantity: 2, wanted: false, conditions: ['Near Mint'], paid: [250], value: 400, places: ['binder 1'] },
  ],
  [
    printingAt('m10 5'),
    {
      quantity: 4,
      wanted: false,
      conditions: ['Lightly Played'],
      paid: [3],
      value: 2.5,
      places: ['trade box'],
    },
  ],
  [printingAt('lea 2'), { quantity: 0, wanted: true, conditions: [], paid: [], value: null, places: [] }],
  [
    printingAt('m10 1'),
    {
      quantity: 1,
      wanted: false,
      conditions: ['Near Mint', 'Damaged'],
      paid: [1, 0.5],
      value: 1.9,
      places: [],
    },
  ],
]);

/** The printings a query finds on the test catalogue and collection, as "set number", in catalogue order. */
export function found(query: string): string[] {
  const { tree } = compileQuery(query);
  const set = tree && TEST_INDEX.find(tree);
  return TEST_PRINTINGS.filter((_, position) => set === null || hasSubject(set, position)).map(
    (printing) => `${printing.setCode} ${printing.collectorNumber}`,
  );
}

/** The test catalogue and collection as searches read them: one index, its answers kept across queries. */
export const TEST_SUBJECTS: readonly QuerySubject[] = TEST_PRINTINGS.map((printing) => ({
  printing,
  owned: TEST_COLLECTION.get(printing),
}));
const TEST_INDEX = new SubjectIndex(TEST_SUBJECTS);
