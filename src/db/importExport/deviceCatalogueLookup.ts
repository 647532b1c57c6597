import { buildCatalogueLookup, type CatalogueLookup } from '../../domain/importExport/catalogueLookup';
import type { CatalogueDatabase } from '../catalogue/catalogueDatabase';
import { type LoadedCatalogue, loadCatalogue } from '../catalogue/catalogueIndex';

const built = new WeakMap<LoadedCatalogue, CatalogueLookup>();

/**
 * The device catalogue's printings indexed for matching and export, built once per catalogue
 * version over the catalogue already in memory (never a query per row). null while the device
 * holds no catalogue.
 */
export async function deviceCatalogueLookup(db: CatalogueDatabase): Promise<CatalogueLookup | null> {
  const catalogue = await loadCatalogue(db);
  if (!catalogue) return null;
  let lookup = built.get(catalogue);
  if (!lookup) {
    lookup = buildCatalogueLookup(catalogue.printings);
    built.set(catalogue, lookup);
  }
  return lookup;
}
