import { API, callOf } from '../../domain/api';
import { deletion, rowChange } from '../../domain/changeSet';
import { NOT_FOUND_TEXTS } from '../../domain/entities/notFound';
import { MarketPriceInput, MarketPriceUpdate } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { InputError, parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { MarketPriceRow } from '../rows';

export const MARKET_PRICE_NOT_FOUND = NOT_FOUND_TEXTS.marketPrices;

/**
 * Add Market Price (Price Management): a price record for a product key of the collection, queued as
 * `POST /market-prices`. Finance, the cards and the sealed view read the table live, so they show it at once.
 */
export async function addMarketPrice(
  db: CardfolioDatabase,
  input: MarketPriceInput,
): Promise<MarketPriceRow> {
  if (!input.collectionId) throw new InputError(TEXTS.noCollectionSelected);
  const body = parseInput(MarketPriceInput, input);
  return mutator(db, ['marketPrices', 'collections'], async ({ now }) => {
    if (!(await db.collections.get(body.collectionId))) throw new InputError(TEXTS.noCollectionSelected);
    const row: MarketPriceRow = { id: newTempId(), ...body, lastUpdated: now };
    const call = { ...callOf(API.marketPrices.create), body, parentIds: [body.collectionId] };
    await commit(db, rowChange('marketPrices', row, 'create'), call, now);
    return row;
  });
}

/** Edit Market Price: a partial `PUT /market-prices/{id}` with the fields changed; lastUpdated moves. */
export async function editMarketPrice(
  db: CardfolioDatabase,
  givenId: string,
  patch: MarketPriceUpdate,
): Promise<MarketPriceRow> {
  const changes = parseInput(MarketPriceUpdate, patch);
  return mutator(db, ['marketPrices'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.marketPrices.get(id);
    if (!row) throw new RecordNotFoundError(MARKET_PRICE_NOT_FOUND);
    const next: MarketPriceRow = { ...row, ...changes, lastUpdated: now };
    const call = { ...callOf(API.marketPrices.update, { id }), body: changes, parentIds: [row.collectionId] };
    await commit(db, rowChange('marketPrices', next, 'update'), call, now);
    return next;
  });
}

export async function deleteMarketPrice(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['marketPrices'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.marketPrices.get(id);
    if (!row) throw new RecordNotFoundError(MARKET_PRICE_NOT_FOUND);
    const call = { ...callOf(API.marketPrices.delete, { id }), body: null, parentIds: [row.collectionId] };
    await commit(db, deletion('marketPrices', [id]), call, now);
  });
}
