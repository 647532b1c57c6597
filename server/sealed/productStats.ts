import { and, eq, sql } from 'drizzle-orm';
import { roundMoney } from '../../src/domain/finance/financeTotals';
import { ITEM_STATUSES, type ItemStatus } from '../../src/domain/valueSets';
import type { DbOrTx } from '../db/database';
import { sealedDefinitions, sealedProducts } from '../db/schema';

/** `GET /sealed-products/stats`: units are counted by quantity. */
export interface SealedProductStats {
  /** Units: the sum of the instances' quantities. */
  totalProducts: number;
  /** Instance records. */
  totalEntries: number;
  /** Distinct product definitions held. */
  uniqueProducts: number;
  /** Cost of the units with a known purchase price. */
  totalPurchaseValue: number;
  byStatus: Record<ItemStatus, number>;
  byType: Record<string, number>;
  byCondition: Record<string, number>;
}

/** Over all the user's sealed products, or one collection's. */
export async function sealedProductStats(
  db: DbOrTx,
  userId: string,
  collectionId?: string,
): Promise<SealedProductStats> {
  const scope = and(
    eq(sealedProducts.userId, userId),
    collectionId ? eq(sealedProducts.collectionId, collectionId) : undefined,
  );
  const groups = await db
    .select({
      status: sealedProducts.status,
      type: sealedDefinitions.type,
      condition: sealedProducts.condition,
      entries: sql<string>`count(*)`,
      units: sql<string>`sum(${sealedProducts.quantity})`,
      cost: sql<string>`coalesce(sum(${sealedProducts.purchasePrice} * ${sealedProducts.quantity}), 0)`,
    })
    .from(sealedProducts)
    .innerJoin(sealedDefinitions, eq(sealedDefinitions.id, sealedProducts.definitionId))
    .where(scope)
    .groupBy(sealedProducts.status, sealedDefinitions.type, sealedProducts.condition);
  const [held] = await db
    .select({ definitions: sql<string>`count(distinct ${sealedProducts.definitionId})` })
    .from(sealedProducts)
    .where(scope);
  const stats: SealedProductStats = {
    totalProducts: 0,
    totalEntries: 0,
    uniqueProducts: Number(held?.definitions ?? 0),
    totalPurchaseValue: 0,
    byStatus: Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as Record<ItemStatus, number>,
    byType: {},
    byCondition: {},
  };
  for (const group of groups) {
    const units = Number(group.units);
    stats.totalProducts += units;
    stats.totalEntries += Number(group.entries);
    stats.totalPurchaseValue += Number(group.cost);
    stats.byStatus[group.status as ItemStatus] += units;
    stats.byType[group.type] = (stats.byType[group.type] ?? 0) + units;
    stats.byCondition[group.condition] = (stats.byCondition[group.condition] ?? 0) + units;
  }
  stats.totalPurchaseValue = roundMoney(stats.totalPurchaseValue);
  return stats;
}
