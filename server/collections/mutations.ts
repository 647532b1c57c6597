import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../src/domain/entities/registry';
import type { CollectionInput, CollectionUpdate } from '../../src/domain/schemas';
import type { Tx } from '../db/database';
import { ENTITY_TABLES } from '../db/entityTables';
import { collections } from '../db/schema';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedCollection, listCollections } from './queries';

type Row = typeof collections.$inferSelect;

/** The user's first collection becomes the default. */
export async function createCollection(
  tx: Tx,
  userId: string,
  input: Required<CollectionInput>,
): Promise<Row> {
  const [existing] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.userId, userId))
    .limit(1);
  const [row] = await tx
    .insert(collections)
    .values({ userId, name: input.name, description: input.description, isDefault: !existing })
    .returning();
  return row;
}

/**
 * `POST /collections/default`: the user's default collection, created from `input` only when the
 * user has no collection at all. Devices that each started a user offline with a local "Default
 * Collection" all send this; the per-user write lock makes the first one create it and every later
 * one receive that same collection, so the devices merge into one instead of making duplicates.
 */
export async function ensureDefaultCollection(tx: Tx, userId: string, input: Required<CollectionInput>) {
  const existing = await listCollections(tx, userId);
  const found = existing.find((row) => row.isDefault) ?? existing[0];
  return found
    ? { row: found, created: false }
    : { row: await createCollection(tx, userId, input), created: true };
}

/** Partial: only the fields sent change. */
export async function updateCollection(tx: Tx, userId: string, id: string, input: CollectionUpdate) {
  await findOwnedCollection(tx, userId, id);
  const [row] = await tx
    .update(collections)
    .set({ ...input, ...touched() })
    .where(and(eq(collections.userId, userId), eq(collections.id, id)))
    .returning();
  return row;
}

/** Marks only this collection as default; the others that were default are unset (new revisions). */
export async function setDefaultCollection(tx: Tx, userId: string, id: string) {
  await findOwnedCollection(tx, userId, id);
  await tx
    .update(collections)
    .set({ isDefault: false, ...touched() })
    .where(and(eq(collections.userId, userId), ne(collections.id, id), eq(collections.isDefault, true)));
  const [row] = await tx
    .update(collections)
    .set({ isDefault: true, ...touched() })
    .where(and(eq(collections.userId, userId), eq(collections.id, id)))
    .returning();
  return row;
}

/**
 * Deletes the collection with everything it owns (the entity registry's list: cards, sealed products,
 * transactions, which would otherwise point at nothing, market prices), leaving a tombstone for each.
 * When it was the default, the oldest remaining collection becomes the default so the user always has one.
 */
export async function deleteCollection(tx: Tx, userId: string, id: string): Promise<void> {
  const collection = await findOwnedCollection(tx, userId, id);
  for (const { entity, field } of ownedBy('collections')) {
    const table = ENTITY_TABLES[entity];
    const owner = getTableColumns(table)[field as keyof typeof table.$inferSelect] as PgColumn;
    const gone = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), eq(owner, id)))
      .returning({ id: table.id });
    await recordDeletions(
      tx,
      userId,
      entity,
      gone.map((row) => row.id),
    );
  }
  await tx.delete(collections).where(and(eq(collections.userId, userId), eq(collections.id, id)));
  await recordDeletions(tx, userId, 'collections', [id]);
  if (collection.isDefault) {
    const [next] = await listCollections(tx, userId).limit(1);
    if (next) {
      await tx
        .update(collections)
        .set({ isDefault: true, ...touched() })
        .where(inArray(collections.id, [next.id]));
    }
  }
}
