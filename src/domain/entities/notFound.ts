import { ALERT_TEXTS } from '../alerts/alertTexts';
import type { SyncEntity } from '../schemas/sync';
import { LOCATION_TEXTS, TEXTS, WANT_TEXTS } from '../texts';

/**
 * What the server answers (404) when the record a call is about is not the caller's or is gone. The
 * device's push reads a 404 as "deleted elsewhere" only when it carries its subject's text: a 404
 * about another record the call names (a card filed into a binder deleted on another device) is a
 * refusal, parked with that message, and the card is kept.
 */
export const NOT_FOUND_TEXTS: Readonly<Record<SyncEntity, string>> = {
  collections: TEXTS.collectionNotFound,
  cards: TEXTS.cardNotFound,
  sealedDefinitions: TEXTS.definitionNotFound,
  sealedProducts: 'Sealed product not found',
  transactions: 'Transaction not found',
  marketPrices: 'Market price not found',
  locations: LOCATION_TEXTS.notFound,
  wants: WANT_TEXTS.notFound,
  alerts: ALERT_TEXTS.notFound,
};
