import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MarketPriceInput } from '../../src/domain/schemas';
import { findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { marketPrices } from '../db/schema';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedMarketPrice } from './queries';

export type MarketPriceFields = z.output<typeof MarketPriceInput>;

/** A price belongs to one of the user's collections (part 2 §5: "a collection must be selected"). */
export async function createMarketPrice(tx: Tx, userId: string, input: MarketPriceFields) {
  await findOwnedCollection(tx, userId, input.collectionId);
  const [row] = await tx
    .insert(marketPrices)
    .values({ ...input, userId })
    .returning();
  return row;
}

/** Partial; `lastUpdated` (updated_at) moves, so finance prefers this record over an older one for the same key. */
export async function updateMarketPrice(
  tx: Tx,
  userId: string,
  id: string,
  input: Partial<MarketPriceFields>,
) {
  await findOwnedMarketPrice(tx, userId, id);
  if (input.collectionId !== undefined) await findOwnedCollection(tx, userId, input.collectionId);
  const [row] = await tx
    .update(marketPrices)
    .set({ ...input, ...touched() })
    .where(and(eq(marketPrices.userId, userId), eq(marketPrices.id, id)))
    .returning();
  return row;
}

export async function deleteMarketPrice(tx: Tx, userId: string, id: string): Promise<void> {
  await findOwnedMarketPrice(tx, userId, id);
  await tx.delete(marketPrices).where(and(eq(marketPrices.userId, userId), eq(marketPrices.id, id)));
  await recordDeletions(tx, userId, 'marketPrices', [id]);
}
