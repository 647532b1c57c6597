import { catalogueCardDefinition } from '../../domain/catalogue/toCardDefinition';
import type { CardDefinition } from '../../domain/schemas';
import type { CatalogueDatabase } from './catalogueDatabase';
import { type LoadedCatalogue, loadCatalogue } from './catalogueIndex';

const bySetName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function definitionsOf(catalogue: LoadedCatalogue, ids: string[]): CardDefinition[] {
  return ids.flatMap((id) => {
    const printing = catalogue.printings.get(id);
    return printing ? [catalogueCardDefinition(printing)] : [];
  });
}

/** The card search over every printing on the device; null when the device holds no catalogue yet. */
export async function searchCatalogue(
  db: CatalogueDatabase,
  query: string,
): Promise<CardDefinition[] | null> {
  const catalogue = await loadCatalogue(db);
  return catalogue ? definitionsOf(catalogue, catalogue.search.search(query)) : null;
}

/** Every printing of one name on the device, by set name; null without a catalogue. */
export async function cataloguePrintings(
  db: CatalogueDatabase,
  name: string,
): Promise<CardDefinition[] | null> {
  const catalogue = await loadCatalogue(db);
  if (!catalogue) return null;
  const found = definitionsOf(catalogue, catalogue.search.printingsOf(name));
  return found.sort(
    (a, b) =>
      bySetName.compare(a.set, b.set) || bySetName.compare(a.collectorNumber ?? '', b.collectorNumber ?? ''),
  );
}
