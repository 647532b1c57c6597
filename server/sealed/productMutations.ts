import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SealedProductInput, SealedProductUpdate } from '../../src/domain/schemas';
import { COLLECTION_NOT_FOUND, findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { collections, sealedDefinitions, sealedProducts } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { recordDeletions, touched } from '../write/revisions';
import { DEFINITION_NOT_FOUND, findOwnedDefinition } from './definitionQueries';
import { findOwnedSealedProduct } from './productQueries';

export type SealedProductFields = z.output<typeof SealedProductInput>;

/** An instance must sit in one of the user's collections and name one of the user's definitions. */
export async function createSealedProduct(tx: Tx, userId: string, input: SealedProductFields) {
  await findOwnedCollection(tx, userId, input.collectionId);
  await findOwnedDefinition(tx, userId, input.definitionId);
  const [row] = await tx
    .insert(sealedProducts)
    .values({ ...input, userId })
    .returning({ id: sealedProducts.id });
  return findOwnedSealedProduct(tx, userId, row.id);
}

/** Partial: only the fields sent change. */
export async function updateSealedProduct(
  tx: Tx,
  userId: string,
  id: string,
  input: Partial<z.output<typeof SealedProductUpdate>>,
) {
  await findOwnedSealedProduct(tx, userId, id);
  if (input.definitionId !== undefined) await findOwnedDefinition(tx, userId, input.definitionId);
  await tx
    .update(sealedProducts)
    .set({ ...input, ...touched() })
    .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.id, id)));
  return findOwnedSealedProduct(tx, userId, id);
}

export async function deleteSealedProduct(tx: Tx, userId: string, id: string): Promise<void> {
  await findOwnedSealedProduct(tx, userId, id);
  await tx.delete(sealedProducts).where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.id, id)));
  await recordDeletions(tx, userId, 'sealedProducts', [id]);
}

/** Every sealed product of one collection, a tombstone for each. Answers how many. */
export async function deleteCollectionSealedProducts(tx: Tx, userId: string, collectionId: string) {
  await findOwnedCollection(tx, userId, collectionId);
  const gone = await tx
    .delete(sealedProducts)
    .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.collectionId, collectionId)))
    .returning({ id: sealedProducts.id });
  await recordDeletions(
    tx,
    userId,
    'sealedProducts',
    gone.map((row) => row.id),
  );
  return gone.length;
}

/** Rows a statement: 10 columns each stays far below PostgreSQL's 65,535 parameters. */
const RESTORE_BATCH = 1000;

/** Ids the user does not own among `ids`; non-uuids never name a row. */
async function missingIds(
  tx: Tx,
  userId: string,
  table: typeof collections | typeof sealedDefinitions,
  ids: string[],
) {
  const wanted = [...new Set(ids)];
  const candidates = wanted.filter(isServerId);
  const owned = candidates.length
    ? await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.id, candidates)))
    : [];
  const found = new Set(owned.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}

/**
 * `POST /sealed-products/bulk-restore`: all or nothing. Every instance must name one of the user's
 * collections and definitions, else 404 and nothing is restored (a half-restored backup is worse
 * than a clear refusal the user can act on).
 */
export async function bulkRestoreSealedProducts(tx: Tx, userId: string, products: SealedProductFields[]) {
  if (
    (
      await missingIds(
        tx,
        userId,
        collections,
        products.map((p) => p.collectionId),
      )
    ).length
  )
    throw new StatusError(404, COLLECTION_NOT_FOUND);
  if (
    (
      await missingIds(
        tx,
        userId,
        sealedDefinitions,
        products.map((p) => p.definitionId),
      )
    ).length
  )
    throw new StatusError(404, DEFINITION_NOT_FOUND);
  for (let start = 0; start < products.length; start += RESTORE_BATCH) {
    const batch = products.slice(start, start + RESTORE_BATCH).map((input) => ({ ...input, userId }));
    await tx.insert(sealedProducts).values(batch);
  }
  return { restoredCount: products.length };
}
