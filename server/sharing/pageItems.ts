import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { WANT_TEXTS } from '../../src/domain/texts';
import type { Db } from '../db/database';
import { cards, collections, locations, shares, users, wants } from '../db/schema';
import type { ShareRow } from './queries';
import { hashShareToken } from './token';
import { wantImages } from './wantImages';

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

const ownedCopies = (db: Db, share: ShareRow, where: ReturnType<typeof eq>) =>
  db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, share.userId), ne(cards.status, 'want'), where))
    .orderBy(asc(cards.name), asc(cards.id));

async function targetName(db: Db, share: ShareRow, table: typeof collections | typeof locations) {
  if (!share.targetId) return undefined;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.userId, share.userId), eq(table.id, share.targetId)));
  return row?.name;
}

/**
 * What a share shows, read for its owner and scoped to its target alone; undefined when the target
 * is gone (the page answers 404, as for an unknown token).
 */
export async function sharedPage(db: Db, share: ShareRow): Promise<SharedPage | undefined> {
  const page = (title: string, items: SharedItem[]) => ({ title, showPrices: share.showPrices, items });
  const targetId = share.targetId ?? '';
  switch (share.kind) {
    case 'collection': {
      const name = await targetName(db, share, collections);
      return name === undefined
        ? undefined
        : page(name, copyItems(await ownedCopies(db, share, eq(cards.collectionId, targetId))));
    }
    case 'location': {
      const name = await targetName(db, share, locations);
      return name === undefined
        ? undefined
        : page(name, copyItems(await ownedCopies(db, share, eq(cards.locationId, targetId))));
    }
    case 'wants':
      return wantPage(db, share, page);
    default:
      return undefined;
  }
}

async function wantPage(db: Db, share: ShareRow, page: (title: string, items: SharedItem[]) => SharedPage) {
  const name = share.targetId ? await targetName(db, share, collections) : WANT_TEXTS.title;
  if (name === undefined) return undefined;
  const rows = await db
    .select()
    .from(wants)
    .where(
      and(
        eq(wants.userId, share.userId),
        share.targetId ? eq(wants.collectionId, share.targetId) : undefined,
      ),
    )
    .orderBy(asc(wants.name), asc(wants.id));
  const title = share.targetId ? `${WANT_TEXTS.title}: ${name}` : name;
  const imageOf = await wantImages(db, rows);
  return page(
    title,
    rows.map((want) => ({
      imageUrl: imageOf(want),
      name: want.name,
      set: [want.setCode, want.collectorNumber].filter(Boolean).join(' ') || WANT_TEXTS.anyPrinting,
      condition: want.finish === 'any' ? '' : want.finish,
      quantity: want.quantity,
      price: want.maxPrice,
    })),
  );
}
