import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { remapIds } from '../../src/domain/backup/remapIds';
import { RESTORE_ORDER, type RestoreChunk } from '../../src/domain/backup/restoreChunks';
import { sealedDefinitionKey } from '../../src/domain/sealed/definitionKey';
import { findTempIds } from '../../src/domain/sync/tempIds';
import { cardColumns } from '../cards/mutations';
import type { Tx } from '../db/database';
import {
  cards,
  collections,
  locations,
  marketPrices,
  sealedDefinitions,
  sealedProducts,
  transactions,
  wants,
} from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { LOCATION_NOT_FOUND } from '../locations/queries';
import { DEFINITION_NOT_FOUND } from '../sealed/definitionQueries';
import { COLLECTION_NOT_FOUND } from './queries';

const TABLES = {
  collections,
  sealedDefinitions,
  locations,
  cards,
  sealedProducts,
  transactions,
  marketPrices,
  wants,
} as const;
const INSERT_BATCH = 1000;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await insert(rows.slice(start, start + INSERT_BATCH));
}

/** Which of `ids` (server ids) the user owns in `table`. */
async function ownedIds(tx: Tx, userId: string, table: (typeof TABLES)[keyof typeof TABLES], ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * `POST /collections/restore` (src/domain/backup/README.md): creates one chunk of a restore in the
 * caller's database transaction. Every temp id the chunk mentions gets a uuid, answered in `idMapping`
 * (a card may name a transaction of a later chunk: that chunk then arrives carrying the same uuid as
 * its id, and is created under it). A record whose server id the user already has is skipped, and a
 * definition the user has by name, set and type is used rather than doubled. Collections,
 * definitions and locations a record names must be the user's or in the chunk, else 404 and nothing
 * is written.
 */
export async function restoreChunk(tx: Tx, userId: string, chunk: RestoreChunk) {
  const idMapping: Record<string, string> = {};
  const existingDefinitions = await tx
    .select({
      id: sealedDefinitions.id,
      name: sealedDefinitions.name,
      set: sealedDefinitions.set,
      type: sealedDefinitions.type,
    })
    .from(sealedDefinitions)
    .where(eq(sealedDefinitions.userId, userId));
  const definitionByKey = new Map(existingDefinitions.map((d) => [sealedDefinitionKey(d), d.id]));
  for (const definition of chunk.sealedDefinitions) {
    const existing = definitionByKey.get(sealedDefinitionKey(definition));
    if (existing && !isServerId(definition.id)) idMapping[definition.id] = existing;
  }
  for (const id of findTempIds(chunk)) idMapping[id] ??= randomUUID();
  const rows = remapIds(chunk, new Map(Object.entries(idMapping)));
  // Records already there (a chunk replayed without its key, or a definition matched above) are skipped.
  const fresh = {} as { [K in keyof RestoreChunk]: RestoreChunk[K] };
  for (const kind of RESTORE_ORDER) {
    const ids = rows[kind].map((row) => row.id);
    if (ids.some((id) => !isServerId(id)))
      throw new StatusError(400, `${kind}: every id must be a uuid or a temp id`);
    const have = await ownedIds(tx, userId, TABLES[kind], ids);
    (fresh as Record<string, unknown[]>)[kind] = rows[kind].filter((row) => !have.has(row.id));
  }
  await checkNamed(tx, userId, collections, rows.collections, COLLECTION_NOT_FOUND, [
    ...rows.cards.map((row) => row.collectionId),
    ...rows.sealedProducts.map((row) => row.collectionId),
    ...rows.transactions.map((row) => row.collectionId),
    ...rows.marketPrices.map((row) => row.collectionId),
    ...rows.wants.map((row) => row.collectionId),
  ]);
  await checkNamed(
    tx,
    userId,
    sealedDefinitions,
    rows.sealedDefinitions,
    DEFINITION_NOT_FOUND,
    rows.sealedProducts.map((p) => p.definitionId),
  );
  await checkNamed(
    tx,
    userId,
    locations,
    rows.locations,
    LOCATION_NOT_FOUND,
    rows.cards.map((card) => card.locationId),
  );
  await writeRows(tx, userId, fresh);
  return { idMapping };
}

/** Every id in `named` (nulls aside) is in the chunk's `inChunk` or the user's own in `table`, else 404. */
async function checkNamed(
  tx: Tx,
  userId: string,
  table: (typeof TABLES)[keyof typeof TABLES],
  inChunk: readonly { id: string }[],
  notFound: string,
  named: readonly (string | null | undefined)[],
) {
  const chunkIds = new Set(inChunk.map((row) => row.id));
  const ids = [...new Set(named)].filter((id): id is string => !!id && !chunkIds.has(id));
  if ((await ownedIds(tx, userId, table, ids)).size !== ids.length) throw new StatusError(404, notFound);
}

async function writeRows(tx: Tx, userId: string, rows: RestoreChunk) {
  const stamps = (row: { createdAt: string }) => ({ userId, createdAt: new Date(row.createdAt) });
  await insertAll(rows.collections, (batch) =>
    tx.insert(collections).values(
      batch.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        isDefault: false,
        ...stamps(c),
      })),
    ),
  );
  await insertAll(rows.sealedDefinitions, (batch) =>
    tx.insert(sealedDefinitions).values(batch.map(({ updatedAt: _, ...d }) => ({ ...d, ...stamps(d) }))),
  );
  await insertAll(rows.locations, (batch) =>
    tx.insert(locations).values(
      batch.map((l) => ({
        id: l.id,
        name: l.name,
        kind: l.kind,
        pages: l.pages,
        slotsPerPage: l.slotsPerPage,
        ...stamps(l),
      })),
    ),
  );
  await insertAll(rows.cards, (batch) =>
    tx.insert(cards).values(
      batch.map(({ updatedAt: _, createdAt: __, id, ...c }) => ({
        ...cardColumns(c),
        id,
        ...stamps({ createdAt: __ }),
      })),
    ),
  );
  await insertAll(rows.sealedProducts, (batch) =>
    tx.insert(sealedProducts).values(
      batch.map((p) => ({
        id: p.id,
        collectionId: p.collectionId,
        definitionId: p.definitionId,
        condition: p.condition,
        purchasePrice: p.purchasePrice,
        purchaseDate: p.purchaseDate,
        transactionId: p.transactionId,
        status: p.status,
        notes: p.notes,
        quantity: p.quantity,
        ...stamps(p),
      })),
    ),
  );
  await insertAll(rows.transactions, (batch) =>
    tx.insert(transactions).values(
      batch.map(({ timestamp, updatedAt: _, ...t }) => ({
        ...t,
        occurredAt: new Date(timestamp),
        ...stamps(t),
      })),
    ),
  );
  await insertAll(rows.marketPrices, (batch) =>
    tx.insert(marketPrices).values(
      batch.map(({ lastUpdated, ...p }) => ({
        ...p,
        userId,
        createdAt: new Date(lastUpdated),
        updatedAt: new Date(lastUpdated),
      })),
    ),
  );
  await insertAll(rows.wants, (batch) =>
    tx.insert(wants).values(batch.map(({ updatedAt: _, ...want }) => ({ ...want, ...stamps(want) }))),
  );
}
