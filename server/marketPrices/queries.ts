import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NOT_FOUND_TEXTS } from '../../src/domain/entities/notFound';
import { effectiveMarketPriceKey } from '../../src/domain/finance/marketPriceIndex';
import { KEY_SEPARATOR } from '../../src/domain/marketPriceKeys';
import type { MarketPriceLookupQuery } from '../../src/domain/schemas';
import type { DbOrTx } from '../db/database';
import { marketPrices } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { containsPattern } from '../records/likePattern';
import { toMarketPrice } from '../records/serialize';

export const MARKET_PRICE_NOT_FOUND = NOT_FOUND_TEXTS.marketPrices;

export type MarketPriceRow = typeof marketPrices.$inferSelect;

export async function findOwnedMarketPrice(db: DbOrTx, userId: string, id: string): Promise<MarketPriceRow> {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(marketPrices)
        .where(and(eq(marketPrices.userId, userId), eq(marketPrices.id, id)))
    : [];
  if (!row) throw new StatusError(404, MARKET_PRICE_NOT_FOUND);
  return row;
}

/** By product key, so the admin list reads alphabetically. */
export function listMarketPrices(db: DbOrTx, userId: string, ...filters: Array<SQL | undefined>) {
  return db
    .select()
    .from(marketPrices)
    .where(and(eq(marketPrices.userId, userId), ...filters))
    .orderBy(asc(marketPrices.productKey), asc(marketPrices.createdAt), asc(marketPrices.id));
}

export const inCollection = (collectionId: string | undefined) =>
  collectionId ? eq(marketPrices.collectionId, collectionId) : undefined;

export interface MarketPriceSearch {
  query?: string;
  productType?: MarketPriceRow['productType'];
  condition?: string;
  foil?: 'true' | 'false';
  collectionId?: string;
}

/** `query` matches the product key or the notes; the other filters must equal. */
export function searchMarketPrices(db: DbOrTx, userId: string, search: MarketPriceSearch) {
  const pattern = search.query?.trim() ? containsPattern(search.query.trim()) : undefined;
  return listMarketPrices(
    db,
    userId,
    inCollection(search.collectionId),
    search.productType ? eq(marketPrices.productType, search.productType) : undefined,
    search.condition ? eq(marketPrices.condition, search.condition) : undefined,
    search.foil ? eq(marketPrices.foil, search.foil === 'true') : undefined,
    pattern ? or(ilike(marketPrices.productKey, pattern), ilike(marketPrices.notes, pattern)) : undefined,
  );
}

export type ProductLookup = z.output<typeof MarketPriceLookupQuery> & { collectionId?: string };

/**
 * The record that prices this product, matched the way finance matches (domain `effectiveMarketPriceKey`):
 * keys compare without case or spaces around parts, and a record keyed `name|set` with condition Near
 * Mint prices `name|set|Near Mint`. Two records for one product: the one updated last, as finance uses.
 */
export async function findMarketPriceByProduct(db: DbOrTx, userId: string, lookup: ProductLookup) {
  const foil = lookup.foil === undefined ? null : lookup.foil === 'true';
  const wanted = effectiveMarketPriceKey({
    ...lookup,
    marketPrice: 0,
    condition: lookup.condition ?? null,
    foil,
  });
  const name = (wanted.split(KEY_SEPARATOR)[0] ?? '').trim();
  // The name part narrows the rows read; the exact comparison is the domain's.
  const candidates = await db
    .select()
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.userId, userId),
        eq(marketPrices.productType, lookup.productType),
        inCollection(lookup.collectionId),
        ilike(marketPrices.productKey, containsPattern(name)),
      ),
    )
    .orderBy(desc(marketPrices.updatedAt), desc(marketPrices.id));
  const found = candidates.find((row) => effectiveMarketPriceKey(toMarketPrice(row)) === wanted);
  if (!found) throw new StatusError(404, MARKET_PRICE_NOT_FOUND);
  return found;
}
