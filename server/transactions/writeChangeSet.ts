import { and, eq, inArray } from 'drizzle-orm';
import type { Card, SealedProduct, Transaction } from '../../src/domain/schemas';
import type { ChangeSet } from '../../src/domain/transactions';
import { cardColumns } from '../cards/mutations';
import type { Tx } from '../db/database';
import { cards, sealedProducts, transactions } from '../db/schema';
import { toTransaction } from '../records/serialize';
import { recordDeletions, touched } from '../write/revisions';

/**
 * Writes a ledger change set in the caller's database transaction: rows created are inserted under the
 * ids the plan gave them (a record brought back keeps its original id and creation time), rows updated
 * take a new revision, rows deleted leave a tombstone — so the change feed carries every one.
 * Answers the transaction row it inserted, as the API shows it.
 */
export async function writeChangeSet(
  tx: Tx,
  userId: string,
  change: ChangeSet,
): Promise<Transaction | undefined> {
  const created = new Set(
    change.records.filter((record) => record.op === 'create').map((r) => `${r.entity}:${r.id}`),
  );
  const isNew = (entity: string, id: string) => created.has(`${entity}:${id}`);
  // The row as stored comes back with the insert: the create route answers it without reading it again.
  const [written] = change.transaction
    ? await tx.insert(transactions).values(transactionColumns(userId, change.transaction)).returning()
    : [];
  const cardRow = ({ id, createdAt, updatedAt: _, ...fields }: Card) => ({
    ...cardColumns(fields),
    id,
    userId,
    createdAt: new Date(createdAt),
  });
  const productRow = (product: SealedProduct) => ({
    ...sealedColumns(product),
    id: product.id,
    userId,
    createdAt: new Date(product.createdAt),
  });
  const [newCards, changedCards] = split(change.put.cards, (card) => isNew('cards', card.id));
  const [newProducts, changedProducts] = split(change.put.sealedProducts, (p) =>
    isNew('sealedProducts', p.id),
  );
  for (const rows of chunks(newCards.map(cardRow))) await tx.insert(cards).values(rows);
  for (const rows of chunks(newProducts.map(productRow))) await tx.insert(sealedProducts).values(rows);
  for (const { id, createdAt: _, ...row } of changedCards.map(cardRow)) {
    await tx
      .update(cards)
      .set({ ...row, ...touched() })
      .where(and(eq(cards.userId, userId), eq(cards.id, id)));
  }
  for (const { id, createdAt: _, ...row } of changedProducts.map(productRow)) {
    await tx
      .update(sealedProducts)
      .set({ ...row, ...touched() })
      .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.id, id)));
  }
  await deleteRows(tx, userId, change);
  return written && toTransaction(written);
}

function split<T>(rows: T[], test: (row: T) => boolean): [T[], T[]] {
  return [rows.filter(test), rows.filter((row) => !test(row))];
}

/** Rows a statement: 20 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;
function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    yield rows.slice(start, start + INSERT_BATCH);
}

async function deleteRows(tx: Tx, userId: string, change: ChangeSet) {
  if (change.delete.cards.length) {
    await tx.delete(cards).where(and(eq(cards.userId, userId), inArray(cards.id, change.delete.cards)));
    await recordDeletions(tx, userId, 'cards', change.delete.cards);
  }
  if (change.delete.sealedProducts.length) {
    await tx
      .delete(sealedProducts)
      .where(
        and(eq(sealedProducts.userId, userId), inArray(sealedProducts.id, change.delete.sealedProducts)),
      );
    await recordDeletions(tx, userId, 'sealedProducts', change.delete.sealedProducts);
  }
  if (change.deleteTransactionId) {
    const id = change.deleteTransactionId;
    await tx.delete(transactions).where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
    await recordDeletions(tx, userId, 'transactions', [id]);
  }
}

/** An instance's own columns; name, set and type are its definition's. */
function sealedColumns(product: SealedProduct) {
  const {
    collectionId,
    definitionId,
    condition,
    purchasePrice,
    purchaseDate,
    transactionId,
    status,
    notes,
    quantity,
  } = product;
  return {
    collectionId,
    definitionId,
    condition,
    purchasePrice,
    purchaseDate,
    transactionId,
    status,
    notes,
    quantity,
  };
}

function transactionColumns(userId: string, transaction: Transaction) {
  const { timestamp, createdAt, updatedAt: _, ...fields } = transaction;
  return { ...fields, userId, occurredAt: new Date(timestamp), createdAt: new Date(createdAt) };
}
