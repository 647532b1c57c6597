import { and, asc, eq, gt } from 'drizzle-orm';
import type { Change, ChangesPage, SyncEntity } from '../../src/domain/schemas';
import { toAlert } from '../alerts/serialize';
import type { Db, Tx } from '../db/database';
import {
  alerts,
  cards,
  collections,
  locations,
  marketPrices,
  sealedDefinitions,
  sealedProducts,
  tombstones,
  transactions,
  wants,
} from '../db/schema';
import {
  toCard,
  toCollection,
  toLocation,
  toMarketPrice,
  toSealedDefinition,
  toSealedProduct,
  toTransaction,
  toWant,
} from '../records/serialize';

interface Window {
  userId: string;
  since: number;
  take: number;
}

const upsert = (entity: SyncEntity, data: { id: string }, revision: number): Change => ({
  entity,
  id: data.id,
  revision,
  deleted: false,
  data,
});

/** One reader per table; each answers at most `take` changes of the user above `since`, oldest first. */
function simpleSource<
  T extends
    | typeof collections
    | typeof cards
    | typeof marketPrices
    | typeof transactions
    | typeof locations
    | typeof wants
    | typeof alerts,
>(entity: SyncEntity, table: T, serialize: (row: T['$inferSelect']) => { id: string }) {
  return async (tx: Tx, { userId, since, take }: Window): Promise<Change[]> => {
    const rows = (await tx
      .select()
      .from(table as typeof collections)
      .where(and(eq(table.userId, userId), gt(table.revision, since)))
      .orderBy(asc(table.revision))
      .limit(take)) as T['$inferSelect'][];
    return rows.map((row) => upsert(entity, serialize(row), row.revision));
  };
}

const sources: Array<(tx: Tx, window: Window) => Promise<Change[]>> = [
  simpleSource('collections', collections, toCollection),
  simpleSource('cards', cards, toCard),
  simpleSource('marketPrices', marketPrices, toMarketPrice),
  simpleSource('transactions', transactions, toTransaction),
  simpleSource('locations', locations, toLocation),
  simpleSource('wants', wants, toWant),
  simpleSource('alerts', alerts, toAlert),
  async (tx, { userId, since, take }) => {
    const rows = await tx
      .select()
      .from(sealedDefinitions)
      .where(and(eq(sealedDefinitions.userId, userId), gt(sealedDefinitions.revision, since)))
      .orderBy(asc(sealedDefinitions.revision))
      .limit(take);
    return rows.map((row) => upsert('sealedDefinitions', toSealedDefinition(row), row.revision));
  },
  async (tx, { userId, since, take }) => {
    const rows = await tx
      .select()
      .from(sealedProducts)
      .leftJoin(sealedDefinitions, eq(sealedDefinitions.id, sealedProducts.definitionId))
      .where(and(eq(sealedProducts.userId, userId), gt(sealedProducts.revision, since)))
      .orderBy(asc(sealedProducts.revision))
      .limit(take);
    return rows.map(({ sealed_products: row, sealed_definitions: definition }) =>
      upsert('sealedProducts', toSealedProduct(row, definition ?? undefined), row.revision),
    );
  },
  async (tx, { userId, since, take }) => {
    const rows = await tx
      .select()
      .from(tombstones)
      .where(and(eq(tombstones.userId, userId), gt(tombstones.revision, since)))
      .orderBy(asc(tombstones.revision))
      .limit(take);
    return rows.map((row) => ({
      entity: row.entity as SyncEntity,
      id: row.entityId,
      revision: row.revision,
      deleted: true,
      data: null,
    }));
  },
];

/**
 * The user's rows changed after `since`, in revision order, at most `limit`. All tables are read in
 * one REPEATABLE READ snapshot: read one by one, a write committing between two reads could show its
 * later revision and hide its earlier one, and the cursor would skip the hidden row.
 */
export async function readChanges(
  db: Db,
  userId: string,
  since: number,
  limit: number,
): Promise<ChangesPage> {
  const window = { userId, since, take: limit + 1 };
  const perTable = await db.transaction(
    async (tx) => {
      const found: Change[][] = [];
      for (const read of sources) found.push(await read(tx, window));
      return found;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const merged = perTable.flat().sort((a, b) => a.revision - b.revision);
  const changes = merged.slice(0, limit);
  return {
    changes,
    cursor: changes.at(-1)?.revision ?? since,
    hasMore: merged.length > limit,
  };
}
