import { saveCardDefinitions } from '../../db/cardDefinitions/saveCardDefinitions';
import { savedPrintings, searchSavedCardDefinitions } from '../../db/cardDefinitions/searchCardDefinitions';
import { type CatalogueDatabase, catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { cataloguePrintings, searchCatalogue } from '../../db/catalogue/searchCatalogue';
import type { CardfolioDatabase } from '../../db/database';
import { CARD_SEARCH_RESULTS_SHOWN } from '../../domain/limits';
import type { CardDefinition } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import type { CardDatabaseClient } from './cardDatabaseClient';
import { isUnreachable } from './cardDatabaseError';

/** What the search shows above device results (issue 6, "Card database"). */
export const OFFLINE_SEARCH_NOTICE = TEXTS.offlineCardSearch;

/**
 * 'online': the card database answered; 'catalogue': the device's catalogue answered while online
 * (perhaps with the card database's answer added); 'device': offline, the device answered.
 */
export type CardResultSource = 'online' | 'catalogue' | 'device';

export interface CardLookupResult {
  source: CardResultSource;
  cards: CardDefinition[];
}

export interface CardLookupDeps {
  client: CardDatabaseClient;
  db: CardfolioDatabase;
  /** navigator.onLine by default; a browser that says offline is not asked at all. */
  isOnline?: () => boolean;
  /** The device's card catalogue; the shared one by default. */
  catalogue?: CatalogueDatabase;
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Asks the card database, keeps what it answered on the device, and when offline or the database
 * is unreachable answers from the device instead. A database that answers with a real error
 * (a rejected request) is not hidden: that error is thrown for the UI to show.
 */
async function lookUp(
  deps: CardLookupDeps,
  online: () => Promise<CardDefinition[]>,
  onDevice: () => Promise<CardDefinition[]>,
): Promise<CardLookupResult> {
  if (!(deps.isOnline ?? browserIsOnline)()) return { source: 'device', cards: await onDevice() };
  let cards: CardDefinition[];
  try {
    cards = await online();
  } catch (error) {
    if (isUnreachable(error)) return { source: 'device', cards: await onDevice() };
    throw error;
  }
  // Keeping definitions is a convenience for later offline searches: a failed write must not hide results.
  await saveCardDefinitions(deps.db, cards).catch(() => 0);
  return { source: 'online', cards };
}

function withoutNames(cards: CardDefinition[], known: readonly CardDefinition[]): CardDefinition[] {
  const names = new Set(known.map((card) => card.name.toLowerCase()));
  return cards.filter((card) => !names.has(card.name.toLowerCase()));
}

/**
 * The device's catalogue first, online or offline (issue 12); online, the card database fills what
 * the catalogue lacks (a card printed since its last update). Without a catalogue on the device, the
 * card database answers, and offline the definitions saved on the device.
 */
export async function searchWithFallback(deps: CardLookupDeps, query: string): Promise<CardLookupResult> {
  const device = () => searchSavedCardDefinitions(deps.db, query);
  const fromCatalogue = await searchCatalogue(deps.catalogue ?? catalogueDatabase(), query).catch(() => null);
  if (fromCatalogue === null) return lookUp(deps, () => deps.client.searchCards(query), device);
  const online = (deps.isOnline ?? browserIsOnline)();
  if (!online) return { source: 'device', cards: fromCatalogue };
  if (fromCatalogue.length >= CARD_SEARCH_RESULTS_SHOWN) return { source: 'catalogue', cards: fromCatalogue };
  const remote = await lookUp(
    deps,
    () => deps.client.searchCards(query),
    async () => [],
  ).catch(() => null);
  const added = withoutNames(remote?.cards ?? [], fromCatalogue);
  return { source: 'catalogue', cards: [...fromCatalogue, ...added].slice(0, CARD_SEARCH_RESULTS_SHOWN) };
}

export async function printingsWithFallback(deps: CardLookupDeps, name: string): Promise<CardLookupResult> {
  const fromCatalogue = await cataloguePrintings(deps.catalogue ?? catalogueDatabase(), name).catch(
    () => null,
  );
  if (fromCatalogue && fromCatalogue.length > 0) {
    return { source: (deps.isOnline ?? browserIsOnline)() ? 'catalogue' : 'device', cards: fromCatalogue };
  }
  return lookUp(
    deps,
    () => deps.client.printings(name),
    () => savedPrintings(deps.db, name),
  );
}
