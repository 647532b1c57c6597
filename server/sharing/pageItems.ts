import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cards, type collections, type locations, shares, users } from '../db/schema';
import type { ShareRow } from './queries';
import { hashShareToken } from './token';

/** One line of a shared page: a copy's condition line, or a want. */
export interface SharedItem {
  imageUrl: string;
  name: string;
  set: string;
  condition: string;
  quantity: number;
  /** Per copy; shown only when the owner chose to show prices. */
  price: number | null;
}

export interface SharedPage {
  title: string;
  showPrices: boolean;
  items: SharedItem[];
}

/** The share a token opens: not revoked, not expired, of an active account; else undefined. */
export async function findLiveShare(db: Db, token: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select({ share: shares })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.userId))
    .where(
      and(
        eq(shares.tokenHash, hashShareToken(token)),
        isNull(shares.revokedAt),
        or(isNull(shares.expiresAt), gt(shares.expiresAt, sql`now()`)),
        eq(users.isActive, true),
      ),
    );
  return row?.share;
}

type CardRow = typeof cards.$inferSelect;

/** Each condition line of each copy, its own price before the card's. */
export const copyItems = (rows: CardRow[]): SharedItem[] =>
  rows.flatMap((card) =>
    card.conditionQuantities.map((line) => ({
      imageUrl: card.imageUrl,
      name: card.name,
      set: card.set || card.setCode,
      condition: line.condition,
      quantity: line.quantity,
      price: line.marketPrice ?? card.marketPrice,
    })),
  );

/** The share owner's copies (not wants) that `where` picks, by name. */
export const ownedCopies = (db: Db, share: ShareRow, where?: ReturnType<typeof eq>) =>
  db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, share.userId), ne(cards.status, 'want'), where))
    .orderBy(asc(cards.name), asc(cards.id));

/** The name of the share's collection or location; undefined when it is gone or not the owner's. */
export async function targetName(db: Db, share: ShareRow, table: typeof collections | typeof locations) {
  if (!share.targetId) return undefined;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.userId, share.userId), eq(table.id, share.targetId)));
  return row?.name;
}
