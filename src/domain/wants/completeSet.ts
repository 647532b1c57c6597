import { buildCataloguePrintingLookup, type CatalogueCard } from '../catalogue/cataloguePrices';
import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { roundMoney } from '../finance/financeTotals';
import { type MarketMoney, printingPriceIn } from '../money/marketPrices';
import type { OwnedCopy } from './haveMissing';

/** A set of the device catalogue, as the set picker lists it. */
export interface CatalogueSet {
  setCode: string;
  setName: string;
  printings: number;
}

/** A copy as "Complete a set" reads it: what finds its printing, and whose it is. */
export type SetCopy = CatalogueCard & Pick<OwnedCopy, 'collectionId' | 'status'>;

export interface MissingPrinting {
  printing: CataloguePrinting;
  /** Its market price in the display currency (non-foil, else foil); undefined when unknown. */
  price: number | undefined;
}

export interface CompleteSetResult {
  total: number;
  missing: MissingPrinting[];
  /** What the missing printings with a price cost together, in the display currency. */
  cost: number;
  /** Missing printings with no known price (the cost leaves them out). */
  unpriced: number;
}

const setKey = (code: string) => code.trim().toLowerCase();

/** Every set the catalogue holds, by name, with its number of printings. */
export function catalogueSets(printings: Iterable<CataloguePrinting>): CatalogueSet[] {
  const sets = new Map<string, CatalogueSet>();
  for (const printing of printings) {
    const key = setKey(printing.setCode);
    const set = sets.get(key);
    if (set) set.printings += 1;
    else sets.set(key, { setCode: printing.setCode, setName: printing.setName, printings: 1 });
  }
  return [...sets.values()].sort((a, b) => a.setName.localeCompare(b.setName));
}

/** The printings of one set, in collector-number order. */
export function printingsOfSet(printings: Iterable<CataloguePrinting>, setCode: string): CataloguePrinting[] {
  const key = setKey(setCode);
  const found: CataloguePrinting[] = [];
  for (const printing of printings) if (setKey(printing.setCode) === key) found.push(printing);
  return found.sort((a, b) =>
    a.collectorNumber.localeCompare(b.collectorNumber, undefined, { numeric: true }),
  );
}

/**
 * "Complete a set" (issue 26): the set's printings no copy is of, in `collectionId` or (null) any
 * collection, and what they cost at market prices. A copy is of the printing the price lookup finds
 * for it (its TCGplayer id, else the set's regular printing of its name), so a copy counts here
 * exactly where it is priced. Copies that are themselves wants own nothing.
 */
export function completeSet(
  setPrintings: readonly CataloguePrinting[],
  copies: readonly SetCopy[],
  collectionId: string | null,
  money: MarketMoney,
): CompleteSetResult {
  const printingOf = buildCataloguePrintingLookup(setPrintings);
  const owned = new Set<string>();
  for (const copy of copies) {
    if (copy.status === 'want') continue;
    if (collectionId !== null && copy.collectionId !== collectionId) continue;
    const printing = printingOf(copy);
    if (printing) owned.add(printing.id);
  }
  const missing: MissingPrinting[] = [];
  let cost = 0;
  let unpriced = 0;
  for (const printing of setPrintings) {
    if (owned.has(printing.id)) continue;
    const price = printingPriceIn(printing, false, money) ?? printingPriceIn(printing, true, money);
    if (price === undefined) unpriced += 1;
    else cost += price;
    missing.push({ printing, price });
  }
  return { total: setPrintings.length, missing, cost: roundMoney(cost), unpriced };
}
