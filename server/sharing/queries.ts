import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Share } from '../../src/domain/sharing/schema';
import type { DbOrTx } from '../db/database';
import { collections, locations, shares } from '../db/schema';

export type ShareRow = typeof shares.$inferSelect;

/** The user's share links, newest first, each with its target's name. */
export async function listShares(db: DbOrTx, userId: string): Promise<Share[]> {
  const rows = await db
    .select()
    .from(shares)
    .where(eq(shares.userId, userId))
    .orderBy(desc(shares.createdAt), desc(shares.id));
  const names = await targetNames(db, userId, rows);
  return rows.map((row) => toShare(row, row.targetId ? (names.get(row.targetId) ?? null) : null));
}

/** Names of the collections and locations these shares point at (one query per table). */
async function targetNames(db: DbOrTx, userId: string, rows: ShareRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => (row.targetId ? [row.targetId] : []));
  if (ids.length === 0) return new Map();
  const [ofCollections, ofLocations] = await Promise.all(
    [collections, locations].map((table) =>
      db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.id, ids))),
    ),
  );
  return new Map([...ofCollections, ...ofLocations].map((row) => [row.id, row.name]));
}

export function toShare(row: ShareRow, targetName: string | null): Share {
  return {
    id: row.id,
    kind: row.kind as Share['kind'],
    targetId: row.targetId,
    targetName,
    showPrices: row.showPrices,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
