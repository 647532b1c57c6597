import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { TEXTS } from '../../src/domain/texts';
import type { DbOrTx } from '../db/database';
import { cards } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { containsPattern } from '../records/likePattern';

export type CardRow = typeof cards.$inferSelect;

/**
 * A timestamp as `YYYY-MM-DD HH:MI:SS.US` in UTC: text that sorts as the time does, to the µs (a JS
 * Date keeps only ms), so "oldest copy" compares creation times as PostgreSQL orders them.
 */
export const microsecondText = (value: SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

export async function findOwnedCard(db: DbOrTx, userId: string, id: string): Promise<CardRow> {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.id, id)))
    : [];
  if (!row) throw new StatusError(404, TEXTS.cardNotFound);
  return row;
}

/** Oldest first, so a list reads in the order the cards were added. */
export function listCards(db: DbOrTx, userId: string, collectionId?: string) {
  const scope = collectionId
    ? and(eq(cards.userId, userId), eq(cards.collectionId, collectionId))
    : eq(cards.userId, userId);
  return db.select().from(cards).where(scope).orderBy(asc(cards.createdAt), asc(cards.id));
}

export interface CardSearch {
  /** Part of the card name. */
  name?: string;
  /** Part of the set name or the set code. */
  set?: string;
  /** Part of the name, set, set code, type or notes. */
  q?: string;
  collectionId?: string;
}

/** Every given filter must match (case-insensitive, anywhere in the field); none given lists all cards. */
export function searchCards(db: DbOrTx, userId: string, search: CardSearch) {
  const filters: Array<SQL | undefined> = [eq(cards.userId, userId)];
  if (search.collectionId) filters.push(eq(cards.collectionId, search.collectionId));
  if (search.name) filters.push(ilike(cards.name, containsPattern(search.name)));
  if (search.set) {
    const pattern = containsPattern(search.set);
    filters.push(or(ilike(cards.set, pattern), ilike(cards.setCode, pattern)));
  }
  if (search.q) {
    const pattern = containsPattern(search.q);
    filters.push(
      or(
        ...[cards.name, cards.set, cards.setCode, cards.type, cards.notes].map((column) =>
          ilike(column, pattern),
        ),
      ),
    );
  }
  return db
    .select()
    .from(cards)
    .where(and(...filters))
    .orderBy(asc(cards.name), asc(cards.createdAt), asc(cards.id));
}
