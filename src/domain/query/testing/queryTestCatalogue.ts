import { loadFixturePrintings } from '../../../../tests/fixtures/cardDb/cardDbFixtureServer';
import type { CataloguePrinting } from '../../catalogue/cataloguePrinting';
import { catalogueRecordFromScryfall } from '../../catalogue/fromScryfall';
import { compileQuery } from '../compileQuery';
import type { OwnedFacts } from '../querySubject';

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
  [printingAt('lea 7'), { quantity: 2, wanted: false, conditions: ['Near Mint'], paid: [250], value: 400 }],
  [
    printingAt('m10 5'),
    { quantity: 4, wanted: false, conditions: ['Lightly Played'], paid: [3], value: 2.5 },
  ],
  [printingAt('lea 2'), { quantity: 0, wanted: true, conditions: [], paid: [], value: null }],
  [
    printingAt('m10 1'),
    {
      quantity: 1,
      wanted: false,
      conditions: ['Near Mint', 'Damaged'],
      paid: [1, 0.5],
      value: 1.9,
    },
  ],
]);

/** The printings a query finds on the test catalogue and collection, as "set number", in catalogue order. */
export function found(query: string): string[] {
  const { matches } = compileQuery(query);
  return TEST_PRINTINGS.filter((printing) => matches({ printing, owned: TEST_COLLECTION.get(printing) })).map(
    (printing) => `${printing.setCode} ${printing.collectorNumber}`,
  );
}
