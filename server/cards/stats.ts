import { and, eq, sql } from 'drizzle-orm';
import {
  CARD_COLORS,
  type CardColor,
  ITEM_STATUSES,
  type ItemStatus,
  RARITIES,
  type Rarity,
} from '../../src/domain/valueSets';
import type { DbOrTx } from '../db/database';
import { cards } from '../db/schema';

/** `GET /cards/stats`: copies are counted by quantity, as collection stats count them. */
export interface CardStats {
  /** Copies: the sum of every condition row's quantity. */
  totalCards: number;
  /** Printings: distinct name, set code and finish (case-insensitive). */
  uniqueCards: number;
  /** Card records (one per copy added individually, or per merged printing). */
  totalEntries: number;
  foilCards: number;
  byStatus: Record<ItemStatus, number>;
  byColor: Record<CardColor, number>;
  byRarity: Record<Rarity, number>;
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const copies = sql<string>`coalesce(sum((select coalesce(sum((entry->>'quantity')::int), 0) from jsonb_array_elements(${cards.conditionQuantities}) entry)), 0)`;

/** Over all the user's cards, or one collection's. */
export async function cardStats(db: DbOrTx, userId: string, collectionId?: string): Promise<CardStats> {
  const scope = collectionId
    ? and(eq(cards.userId, userId), eq(cards.collectionId, collectionId))
    : eq(cards.userId, userId);
  const groups = await db
    .select({
      status: cards.status,
      color: cards.color,
      rarity: cards.rarity,
      foil: cards.foil,
      entries: sql<string>`count(*)`,
      copies,
    })
    .from(cards)
    .where(scope)
    .groupBy(cards.status, cards.color, cards.rarity, cards.foil);
  const [printings] = await db
    .select({
      count: sql<string>`count(distinct (lower(${cards.name}), lower(${cards.setCode}), ${cards.foil}))`,
    })
    .from(cards)
    .where(scope);
  const stats: CardStats = {
    totalCards: 0,
    uniqueCards: Number(printings?.count ?? 0),
    totalEntries: 0,
    foilCards: 0,
    byStatus: zeroes(ITEM_STATUSES),
    byColor: zeroes(CARD_COLORS),
    byRarity: zeroes(RARITIES),
  };
  for (const group of groups) {
    const count = Number(group.copies);
    stats.totalCards += count;
    stats.totalEntries += Number(group.entries);
    if (group.foil) stats.foilCards += count;
    stats.byStatus[group.status as ItemStatus] += count;
    stats.byColor[group.color as CardColor] += count;
    stats.byRarity[group.rarity as Rarity] += count;
  }
  return stats;
}
