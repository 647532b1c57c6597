import { buildCataloguePrintingLookup, type CatalogueCard } from '../../domain/catalogue/cataloguePrices';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import {
  buildCatalogueSearchIndex,
  type CatalogueSearchIndex,
} from '../../domain/catalogue/catalogueSearchIndex';
import { CATALOGUE_COLUMNS, fromCompactRow } from '../../domain/catalogue/compactRows';
import { type CatalogueDatabase, readCatalogueState } from './catalogueDatabase';

export interface LoadedCatalogue {
  version: number;
  priceDate: string | null;
  search: CatalogueSearchIndex;
  /** Every printing on the device by id. */
  printings: ReadonlyMap<string, CataloguePrinting>;
  /** The printing a copy is of (its price history is kept by printing id). */
  printingOf(card: CatalogueCard): CataloguePrinting | undefined;
}

const loaded = new WeakMap<CatalogueDatabase, Promise<LoadedCatalogue | null>>();
const loadedVersion = new WeakMap<CatalogueDatabase, number>();

async function load(db: CatalogueDatabase): Promise<LoadedCatalogue | null> {
  const state = await readCatalogueState(db);
  if (!state || state.version === 0) return null;
  const chunks = await db.chunks.orderBy('index').toArray();
  const printings = new Map<string, CataloguePrinting>();
  for (const chunk of chunks) {
    for (const row of chunk.rows) {
      const printing = fromCompactRow(row, CATALOGUE_COLUMNS);
      printings.set(printing.id, printing);
    }
  }
  const printingOf = buildCataloguePrintingLookup(printings.values());
  return {
    version: state.version,
    priceDate: state.priceDate,
    search: buildCatalogueSearchIndex(printings.values()),
    printings,
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
