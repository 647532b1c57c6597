import {
  buildCataloguePrintingLookup,
  type CatalogueCard,
  type CataloguePriceLookup,
  priceLookupOf,
} from '../../domain/catalogue/cataloguePrices';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import {
  buildCatalogueSearchIndex,
  type CatalogueSearchIndex,
} from '../../domain/catalogue/catalogueSearchIndex';
import { type CatalogueDatabase, readCatalogueState } from './catalogueDatabase';

export interface LoadedCatalogue {
  version: number;
  priceDate: string | null;
  search: CatalogueSearchIndex;
  priceOf: CataloguePriceLookup;
  /** The printing a copy is of (its price history is kept by printing id). */
  printingOf(card: CatalogueCard): CataloguePrinting | undefined;
}

const loaded = new WeakMap<CatalogueDatabase, Promise<LoadedCatalogue | null>>();
const loadedVersion = new WeakMap<CatalogueDatabase, number>();

async function load(db: CatalogueDatabase): Promise<LoadedCatalogue | null> {
  const state = await readCatalogueState(db);
  if (!state || state.version === 0) return null;
  const printings = await db.printings.toArray();
  const printingOf = buildCataloguePrintingLookup(printings);
  return {
    version: state.version,
    priceDate: state.priceDate,
    search: buildCatalogueSearchIndex(printings),
    priceOf: priceLookupOf(printingOf),
    printingOf,
  };
}

/**
 * The catalogue read into memory once per version (search and prices scan it on every keystroke and
 * every render); null while the device holds none. A stored new version is picked up at the next call.
 */
export async function loadCatalogue(db: CatalogueDatabase): Promise<LoadedCatalogue | null> {
  const state = await readCatalogueState(db);
  const version = state?.version ?? 0;
  let current = loaded.get(db);
  if (!current || loadedVersion.get(db) !== version) {
    current = load(db);
    loaded.set(db, current);
    loadedVersion.set(db, version);
    current.catch(() => loaded.delete(db));
  }
  return current;
}
