import { and, eq } from 'drizzle-orm';
import type { Card, SealedProduct, Transaction } from '../../src/domain/schemas';
import type { LedgerChangeSet } from '../../src/domain/transactions';
import { cardColumns } from '../cards/mutations';
import type { Tx } from '../db/database';
import { cards, sealedProducts, transactions } from '../db/schema';
import { toTransaction } from '../records/serialize';
import { inJsonIds, insertJsonRows, updateJsonRows } from '../write/jsonRows';
import { recordDeletions, touched } from '../write/revisions';

/**
 * Writes a ledger change set in the caller's database transaction: rows created are inserted under the
 * ids the plan gave them (a record brought back keeps its original id and creation time), rows updated
 * take a new revision, rows deleted leave a tombstone — so the change feed carries every one.
 * Answers the transaction row it inserted (or rewrote, for an edit), as the API shows it.
 */
export async function writeChangeSet(
  tx: Tx,
  userId: string,
  change: LedgerChangeSet,
): Promise<Transaction | undefined> {
  const created = new Set(
    change.records.filter((record) => record.op === 'create').map((r) => `${r.entity}:${r.id}`),
  );
  const isNew = (entity: string, id: string) => created.has(`${entity}:${id}`);
  const edited = change.records[0]?.op === 'update';
  const written =
    change.transaction &&
    (await (edited ? updateTransactionRow : insertTransaction)(tx, userId, change.transaction));
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
  // One statement per table and kind of write, whatever the number of lines (jsonRows.ts).
  await insertJsonRows(tx, cards, newCards.map(cardRow));
  await insertJsonRows(tx, sealedProducts, newProducts.map(productRow));
  await updateJsonRows(tx, cards, userId, changedCards.map(cardRow), touched());
  await updateJsonRows(tx, sealedProducts, userId, changedProducts.map(productRow), touched());
  await deleteRows(tx, userId, change);
  return written ?? undefined;
}

function split<T>(rows: T[], test: (row: T) => boolean): [T[], T[]] {
  return [rows.filter(test), rows.filter((row) => !test(row))];
}

async function deleteRows(tx: Tx, userId: string, change: LedgerChangeSet) {
  if (change.delete.cards.length) {
    await tx.delete(cards).where(and(eq(cards.userId, userId), inJsonIds(cards.id, change.delete.cards)));
    await recordDeletions(tx, userId, 'cards', change.delete.cards);
  }
  if (change.delete.sealedProducts.length) {
    await tx
      .delete(sealedProducts)
      .where(
        and(eq(sealedProducts.userId, userId), inJsonIds(sealedProducts.id, change.delete.sealedProducts)),
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

/**
 * Inserts the transaction row and answers it as the API shows it. Only what the database decides
 * (revision, updated time) comes back: the lines are the ones just written, and reading a
 * 20,000-line JSON column back would cost as much as writing it.
 */
async function insertTransaction(tx: Tx, userId: string, transaction: Transaction): Promise<Transaction> {
  const columns = transactionColumns(userId, transaction);
  const [stored] = await tx
    .insert(transactions)
    .values(columns)
    .returning({ revision: transactions.revision, updatedAt: transactions.updatedAt });
  if (!stored) throw new Error('the transaction row was not inserted');
  return toTransaction({ ...columns, ...stored });
}

function transactionColumns(userId: string, transaction: Transaction) {
  const { timestamp, createdAt, updatedAt: _, itemDetails, ...fields } = transaction;
  return {
    ...fields,
    itemDetails: itemDetails ?? null,
    userId,
    occurredAt: new Date(timestamp),
    createdAt: new Date(createdAt),
  };
}

/** An edit rewrites the row under its id, with a new revision: the change feed carries it. */
async function updateTransactionRow(tx: Tx, userId: string, transaction: Transaction): Promise<Transaction> {
  const columns = transactionColumns(userId, transaction);
  const [stored] = await tx
    .update(transactions)
    .set({ ...columns, ...touched() })
    .where(and(eq(transactions.userId, userId), eq(transactions.id, transaction.id)))
    .returning({ revision: transactions.revision, updatedAt: transactions.updatedAt });
  if (!stored) throw new Error('the edited transaction row was not there');
  return toTransaction({ ...columns, ...stored });
}
