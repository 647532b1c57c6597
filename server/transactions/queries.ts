import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { NOT_FOUND_TEXTS } from '../../src/domain/entities/notFound';
import type { LedgerRecords, ReferencedIds } from '../../src/domain/transactions';
import type { DbOrTx } from '../db/database';
import { cards, locations, sealedDefinitions, sealedProducts, transactions } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { toCard, toSealedDefinition, toSealedProduct, toTransaction } from '../records/serialize';
import { inJsonIds } from '../write/jsonRows';

export const TRANSACTION_NOT_FOUND = NOT_FOUND_TEXTS.transactions;

/** The user's transactions, newest first (by date, then by when they were recorded). */
export async function listTransactions(db: DbOrTx, userId: string, ...filters: Array<SQL | undefined>) {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), ...filters))
    .orderBy(desc(transactions.date), desc(transactions.occurredAt), desc(transactions.id));
  return rows.map(toTransaction);
}

export const inCollection = (collectionId: string) => eq(transactions.collectionId, collectionId);

export async function findOwnedTransaction(db: DbOrTx, userId: string, id: string) {
  const [found] = isServerId(id) ? await listTransactions(db, userId, eq(transactions.id, id)) : [];
  if (!found) throw new StatusError(404, TRANSACTION_NOT_FOUND);
  return found;
}

const serverIds = (ids: string[]) => ids.filter(isServerId);

/**
 * The user's records a plan reads, by id. Ids that are not the user's (another user's, a device's
 * temp id) are simply absent: the ledger then refuses the line as a record that is gone.
 */
export async function loadLedgerRecords(
  db: DbOrTx,
  userId: string,
  ids: ReferencedIds,
): Promise<LedgerRecords> {
  const cardIds = serverIds(ids.cards);
  const productIds = serverIds(ids.sealedProducts);
  const definitionIds = serverIds(ids.sealedDefinitions);
  const cardRows = cardIds.length
    ? await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), inJsonIds(cards.id, cardIds)))
    : [];
  const productRows = productIds.length
    ? await db
        .select()
        .from(sealedProducts)
        .innerJoin(sealedDefinitions, eq(sealedDefinitions.id, sealedProducts.definitionId))
        .where(and(eq(sealedProducts.userId, userId), inJsonIds(sealedProducts.id, productIds)))
    : [];
  const definitionRows = definitionIds.length
    ? await db
        .select()
        .from(sealedDefinitions)
        .where(and(eq(sealedDefinitions.userId, userId), inArray(sealedDefinitions.id, definitionIds)))
    : [];
  const locationIds = serverIds(ids.locations);
  const locationRows = locationIds.length
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.userId, userId), inArray(locations.id, locationIds)))
    : [];
  return {
    cards: new Map(cardRows.map((row) => [row.id, toCard(row)])),
    sealedProducts: new Map(
      productRows.map((row) => [
        row.sealed_products.id,
        toSealedProduct(row.sealed_products, row.sealed_definitions),
      ]),
    ),
    sealedDefinitions: new Map(definitionRows.map((row) => [row.id, toSealedDefinition(row)])),
    locations: new Set(locationRows.map((row) => row.id)),
  };
}
