import { saveCardDefinitions } from '../../db/cardDefinitions/saveCardDefinitions';
import { savedPrintings, searchSavedCardDefinitions } from '../../db/cardDefinitions/searchCardDefinitions';
import type { CardfolioDatabase } from '../../db/database';
import type { CardDefinition } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import type { CardDatabaseClient } from './cardDatabaseClient';
import { isUnreachable } from './cardDatabaseError';

/** What the search shows above device results (issue 6, "Card database"). */
export const OFFLINE_SEARCH_NOTICE = TEXTS.offlineCardSearch;

/** 'online': the card database answered; 'device': the cards saved on this device answered instead. */
export type CardResultSource = 'online' | 'device';

export interface CardLookupResult {
  source: CardResultSource;
  cards: CardDefinition[];
}

export interface CardLookupDeps {
  client: CardDatabaseClient;
  db: CardfolioDatabase;
  /** navigator.onLine by default; a browser that says offline is not asked at all. */
  isOnline?: () => boolean;
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

export function searchWithFallback(deps: CardLookupDeps, query: string): Promise<CardLookupResult> {
  return lookUp(
    deps,
    () => deps.client.searchCards(query),
    () => searchSavedCardDefinitions(deps.db, query),
  );
}

export function printingsWithFallback(deps: CardLookupDeps, name: string): Promise<CardLookupResult> {
  return lookUp(
    deps,
    () => deps.client.printings(name),
    () => savedPrintings(deps.db, name),
  );
}
