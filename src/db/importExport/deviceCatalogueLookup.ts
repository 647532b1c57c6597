import { buildCatalogueLookup, type CatalogueLookup } from '../../domain/importExport/catalogueLookup';
import { type CatalogueDatabase, readCatalogueState } from '../catalogue/catalogueDatabase';

const built = new WeakMap<CatalogueDatabase, { version: number; lookup: Promise<CatalogueLookup> }>();

/**
 * The device catalogue's printings indexed in memory for matching and export, once per catalogue
 * version (never a query per row). null while the device holds no catalogue.
 */
export async function deviceCatalogueLookup(db: CatalogueDatabase): Promise<CatalogueLookup | null> {
  const version = (await readCatalogueState(db))?.version ?? 0;
  if (version === 0) return null;
  const known = built.get(db);
  if (known && known.version === version) return known.lookup;
  const lookup = db.printings.toArray().then(buildCatalogueLookup);
  built.set(db, { version, lookup });
  lookup.catch(() => built.delete(db));
  return lookup;
}
