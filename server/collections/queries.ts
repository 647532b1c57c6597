import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CollectionStats } from '../../src/domain/schemas';
import { TEXTS } from '../../src/domain/texts';
import type { DbOrTx } from '../db/database';
import { cards, collections, marketPrices, sealedProducts } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';

export const COLLECTION_NOT_FOUND = TEXTS.collectionNotFound;

/**
 * The user's collection with this id, else 404. Also the check other areas use for a `collectionId`
 * in a body: another user's collection is "not found", never "forbidden".
 */
export async function findOwnedCollection(db: DbOrTx, userId: string, id: string) {
  const row = isServerId(id)
    ? (
        await db
          .select()
          .from(collections)
          .where(and(eq(collections.userId, userId), eq(collections.id, id)))
      )[0]
    : undefined;
  if (!row) throw new StatusError(404, COLLECTION_NOT_FOUND);
  return row;
}

/**
 * Which of these ids name collections of the user, lowercase (one query for a push batch's run of
 * cards; a uuid matches in any case, as in `findOwnedCollection`).
 */
export async function ownedCollectionIds(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  const candidates = [...new Set(ids)].filter(isServerId);
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.userId, userId), inArray(collections.id, candidates)));
  return new Set(rows.map((row) => row.id));
}

export function listCollections(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
}

/** Case-insensitive match on name or description; `%` and `_` typed by the user match themselves. */
export function searchCollections(db: DbOrTx, userId: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        or(ilike(collections.name, pattern), ilike(collections.description, pattern)),
      ),
    )
    .orderBy(asc(collections.createdAt), asc(collections.id));
}

/** Copies counted by quantity; unique cards by printing (name, set code, foil). */
export async function collectionStats(
  db: DbOrTx,
  userId: string,
  collectionId: string,
): Promise<CollectionStats> {
  const inCollection = <T extends typeof cards | typeof sealedProducts | typeof marketPrices>(table: T) =>
    and(eq(table.userId, userId), eq(table.collectionId, collectionId));
  const [cardStats] = await db
    .select({
      totalCards: sql<string>`coalesce(sum((select coalesce(sum((entry->>'quantity')::int), 0) from jsonb_array_elements(${cards.conditionQuantities}) entry)), 0)`,
      uniqueCards: sql<string>`count(distinct (lower(${cards.name}), lower(${cards.setCode}), ${cards.foil}))`,
    })
    .from(cards)
    .where(inCollection(cards));
  const [sealedStats] = await db
    .select({ total: sql<string>`coalesce(sum(${sealedProducts.quantity}), 0)` })
    .from(sealedProducts)
    .where(inCollection(sealedProducts));
  const [priceStats] = await db
    .select({ total: sql<string>`count(*)` })
    .from(marketPrices)
    .where(inCollection(marketPrices));
  return {
    totalCards: Number(cardStats?.totalCards ?? 0),
    uniqueCards: Number(cardStats?.uniqueCards ?? 0),
    totalSealedProducts: Number(sealedStats?.total ?? 0),
    totalMarketPrices: Number(priceStats?.total ?? 0),
  };
}
