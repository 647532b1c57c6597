import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { type LoadedCatalogue, loadCatalogue } from '../../db/catalogue/catalogueIndex';
import { cataloguePrintings } from '../../db/catalogue/searchCatalogue';
import { catalogueCardDefinition } from '../../domain/catalogue/toCardDefinition';
import { parseManualLine } from '../../domain/scan/manualLine';
import { matchBottomLine } from '../../domain/scan/repairSetCode';
import { buildScanCatalogue, type ScanCatalogue } from '../../domain/scan/scanCatalogue';
import type { CardDefinition } from '../../domain/schemas';

const scanCatalogues = new WeakMap<LoadedCatalogue, ScanCatalogue>();

/** The device catalogue's printings as card definitions, in the order of `ids`; unknown ids are left out. */
export async function definitionsOf(ids: readonly string[]): Promise<CardDefinition[]> {
  const catalogue = await loadCatalogue(catalogueDatabase());
  return ids.flatMap((id) => {
    const printing = catalogue?.printings.get(id);
    return printing ? [catalogueCardDefinition(printing)] : [];
  });
}

/** Every printing of a name on the device: the tray's "Other printings…". */
export async function printingsNamed(name: string): Promise<CardDefinition[]> {
  return (await cataloguePrintings(catalogueDatabase(), name)) ?? [];
}

export type ManualLookup =
  | { kind: 'found'; printing: CardDefinition; candidates: CardDefinition[]; foil: boolean }
  | { kind: 'invalid' }
  | { kind: 'not-found' };

/** A manual line ("mh2 138 foil") looked up as a scanned corner is: the set code repaired, the number exact. */
export async function lookUpManualLine(text: string): Promise<ManualLookup> {
  const line = parseManualLine(text);
  if (!line) return { kind: 'invalid' };
  const catalogue = await loadCatalogue(catalogueDatabase());
  if (!catalogue) return { kind: 'not-found' };
  let scanCatalogue = scanCatalogues.get(catalogue);
  if (!scanCatalogue) {
    scanCatalogue = buildScanCatalogue(catalogue.printings.values());
    scanCatalogues.set(catalogue, scanCatalogue);
  }
  const match = matchBottomLine(scanCatalogue, { ...line, lang: 'en' });
  const candidates = await definitionsOf(match.candidates.slice(0, 5).map((printing) => printing.id));
  const [printing] = candidates;
  return printing ? { kind: 'found', printing, candidates, foil: line.foil } : { kind: 'not-found' };
}
