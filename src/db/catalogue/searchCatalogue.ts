import { catalogueCardDefinition } from '../../domain/catalogue/toCardDefinition';
import type { CardDefinition } from '../../domain/schemas';
import type { CatalogueDatabase } from './catalogueDatabase';
import { loadCatalogue } from './catalogueIndex';

const bySetName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

async function definitionsOf(db: CatalogueDatabase, ids: string[]): Promise<CardDefinition[]> {
  const printings = await db.printings.bulkGet(ids);
  return printings.flatMap((printing) => (printing ? [catalogueCardDefinition(printing)] : []));
}

/** The card search over every printing on the device; null when the device holds no catalogue yet. */
export async function searchCatalogue(
  db: CatalogueDatabase,
  query: string,
): Promise<CardDefinition[] | null> {
  const catalogue = await loadCatalogue(db);
  return catalogue ? definitionsOf(db, catalogue.search.search(query)) : null;
}

/** Every printing of one name on the device, by set name; null without a catalogue. */
export async function cataloguePrintings(
  db: CatalogueDatabase,
  name: string,
): Promise<CardDefinition[] | null> {
  const catalogue = await loadCatalogue(db);
  if (!catalogue) return null;
  const found = await definitionsOf(db, catalogue.search.printingsOf(name));
  return found.sort(
    (a, b) =>
      bySetName.compare(a.set, b.set) || bySetName.compare(a.collectorNumber ?? '', b.collectorNumber ?? ''),
  );
}
