import { and, eq, sql } from 'drizzle-orm';
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import type { CollectionFinance, FinanceRecord } from '../../src/domain/schemas';
import { listCollections } from '../collections/queries';
import type { DbOrTx, Tx } from '../db/database';
import { financeCalculations } from '../db/schema';
import { byCollection, type CollectionItems, loadItems } from './collectionItems';
import { computeSummary } from './summary';

/**
 * The figures are computed from the current rows on every read, so they are never stale; what the
 * user's Refresh (recalculate) stores is only when it was last asked for: `lastCalculated`, null
 * ("Never") until the first recalculation.
 */
function financeOf(items: CollectionItems, lastCalculated: Date | undefined): FinanceRecord {
  const record = computeCollectionFinance({ ...items, now: new Date() });
  return { ...record, lastCalculated: lastCalculated?.toISOString() ?? null };
}

async function lastCalculations(db: DbOrTx, userId: string, collectionId?: string) {
  const rows = await db
    .select()
    .from(financeCalculations)
    .where(
      and(
        eq(financeCalculations.userId, userId),
        collectionId ? eq(financeCalculations.collectionId, collectionId) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.collectionId, row.lastCalculated]));
}

export async function collectionFinance(db: DbOrTx, userId: string, collectionId: string) {
  const items = await loadItems(db, userId, collectionId);
  return financeOf(items, (await lastCalculations(db, userId, collectionId)).get(collectionId));
}

/** Stores now (the database's clock, as every other timestamp) as the collection's lastCalculated. */
export async function recalculateCollectionFinance(tx: Tx, userId: string, collectionId: string) {
  const stamp = { lastCalculated: sql`now()` };
  const [stored] = await tx
    .insert(financeCalculations)
    .values({ userId, collectionId, ...stamp })
    .onConflictDoUpdate({
      target: [financeCalculations.userId, financeCalculations.collectionId],
      set: stamp,
    })
    .returning();
  return financeOf(await loadItems(tx, userId, collectionId), stored?.lastCalculated);
}

const NO_ITEMS: CollectionItems = { cards: [], sealedProducts: [], marketPrices: [], transactions: [] };

/** One record per collection of the user, empty ones included, in the collections' order. */
export async function everyCollectionFinance(db: DbOrTx, userId: string): Promise<CollectionFinance[]> {
  const groups = byCollection(await loadItems(db, userId));
  const stamps = await lastCalculations(db, userId);
  return (await listCollections(db, userId)).map((collection) => ({
    collectionId: collection.id,
    collectionName: collection.name,
    ...financeOf(groups.get(collection.id) ?? NO_ITEMS, stamps.get(collection.id)),
  }));
}

/** All collections together; lastCalculated is the latest recalculation of any of them. */
export async function financeSummary(db: DbOrTx, userId: string): Promise<FinanceRecord> {
  const groups = byCollection(await loadItems(db, userId));
  const stamps = [...(await lastCalculations(db, userId)).values()];
  const latest = stamps.length ? new Date(Math.max(...stamps.map((stamp) => stamp.getTime()))) : undefined;
  return { ...computeSummary(groups, new Date()), lastCalculated: latest?.toISOString() ?? null };
}
