import { catalogueCardDefinition } from '../../domain/catalogue/toCardDefinition';
import { CARD_SEARCH_RESULTS_SHOWN } from '../../domain/limits';
import { isPlainWords } from '../../domain/query/plainWords';
import { runQuery } from '../../domain/query/runQuery';
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

// One empty list of copies, so the query language keeps its catalogue index between searches.
const NO_COPIES: never[] = [];

/**
 * The card search over every printing on the device; null when the device holds no catalogue yet.
 * Plain words search names as always; a query in the language (`t:angel mv>=5`) finds one printing
 * per name with the header's evaluator.
 */
export async function searchCatalogue(
  db: CatalogueDatabase,
  query: string,
): Promise<CardDefinition[] | null> {
  const catalogue = await loadCatalogue(db);
  if (!catalogue) return null;
  if (isPlainWords(query)) return definitionsOf(catalogue, catalogue.search.search(query));
  const found = runQuery(query, NO_COPIES, catalogue, CARD_SEARCH_RESULTS_SHOWN).printings;
  return definitionsOf(
    catalogue,
    found.map((printing) => printing.id),
  );
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
