import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { foldSearchText } from '../catalogue/searchText';

export type ScanPrinting = Pick<
  CataloguePrinting,
  'id' | 'name' | 'setCode' | 'setName' | 'collectorNumber' | 'lang' | 'releasedAt'
>;

/** The catalogue as the recogniser asks it: printings by set and number, and every name. */
export interface ScanCatalogue {
  /** Upper-case set code → collector number (no leading zeros, upper case) → printings. */
  bySetNumber: ReadonlyMap<string, ReadonlyMap<string, readonly ScanPrinting[]>>;
  /** Folded name → printings of that name, newest first. */
  byName: ReadonlyMap<string, readonly ScanPrinting[]>;
  printings: ReadonlyMap<string, ScanPrinting>;
}

export function numberKey(collectorNumber: string): string {
  return collectorNumber.toUpperCase().replace(/^0+(?=.)/, '');
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildScanCatalogue(printings: Iterable<ScanPrinting>): ScanCatalogue {
  const bySetNumber = new Map<string, Map<string, ScanPrinting[]>>();
  const byName = new Map<string, ScanPrinting[]>();
  const byId = new Map<string, ScanPrinting>();
  for (const printing of printings) {
    byId.set(printing.id, printing);
    const set = printing.setCode.toUpperCase();
    let numbers = bySetNumber.get(set);
    if (!numbers) {
      numbers = new Map();
      bySetNumber.set(set, numbers);
    }
    pushTo(numbers, numberKey(printing.collectorNumber), printing);
    pushTo(byName, foldSearchText(printing.name), printing);
  }
  for (const list of byName.values()) list.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));
  return { bySetNumber, byName, printings: byId };
}
