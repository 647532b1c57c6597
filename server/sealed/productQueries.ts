import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NOT_FOUND_TEXTS } from '../../src/domain/entities/notFound';
import type { SealedProduct, SealedSearchQuery } from '../../src/domain/schemas';
import type { DbOrTx } from '../db/database';
import { sealedDefinitions, sealedProducts } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { containsPattern } from '../records/likePattern';
import { toSealedProduct } from '../records/serialize';

export const SEALED_PRODUCT_NOT_FOUND = NOT_FOUND_TEXTS.sealedProducts;

/** The user's instances with their definitions joined (the SealedProduct shape), oldest first. */
export async function listSealedProducts(
  db: DbOrTx,
  userId: string,
  ...filters: Array<SQL | undefined>
): Promise<SealedProduct[]> {
  const rows = await db
    .select()
    .from(sealedProducts)
    .innerJoin(sealedDefinitions, eq(sealedDefinitions.id, sealedProducts.definitionId))
    .where(and(eq(sealedProducts.userId, userId), ...filters))
    .orderBy(asc(sealedProducts.createdAt), asc(sealedProducts.id));
  return rows.map((row) => toSealedProduct(row.sealed_products, row.sealed_definitions));
}

export async function findOwnedSealedProduct(db: DbOrTx, userId: string, id: string): Promise<SealedProduct> {
  const [product] = isServerId(id) ? await listSealedProducts(db, userId, eq(sealedProducts.id, id)) : [];
  if (!product) throw new StatusError(404, SEALED_PRODUCT_NOT_FOUND);
  return product;
}

export const inCollection = (collectionId: string) => eq(sealedProducts.collectionId, collectionId);

export type SealedSearch = z.output<typeof SealedSearchQuery> & { collectionId?: string };

/** `query` matches the product's name, set, type or description, or the instance's notes. */
export function searchSealedProducts(db: DbOrTx, userId: string, search: SealedSearch) {
  const pattern = search.query?.trim() ? containsPattern(search.query.trim()) : undefined;
  return listSealedProducts(
    db,
    userId,
    search.collectionId ? inCollection(search.collectionId) : undefined,
    search.type ? eq(sealedDefinitions.type, search.type) : undefined,
    search.status ? eq(sealedProducts.status, search.status) : undefined,
    search.condition ? eq(sealedProducts.condition, search.condition) : undefined,
    pattern
      ? or(
          ...[
            sealedDefinitions.name,
            sealedDefinitions.set,
            sealedDefinitions.type,
            sealedDefinitions.description,
            sealedProducts.notes,
          ].map((column) => ilike(column, pattern)),
        )
      : undefined,
  );
}
