import { and, eq, inArray } from 'drizzle-orm';
import type { SealedProduct, Transaction } from '../../src/domain/schemas';
import type { ChangeSet } from '../../src/domain/transactions';
import { cardColumns } from '../cards/mutations';
import type { Tx } from '../db/database';
import { cards, sealedProducts, transactions } from '../db/schema';
import { recordDeletions, touched } from '../write/revisions';

/**
 * Writes a ledger change set in the caller's database transaction: rows created are inserted under the
 * ids the plan gave them (a record brought back keeps its original id and creation time), rows updated
 * take a new revision, rows deleted leave a tombstone — so the change feed carries every one.
 */
export async function writeChangeSet(tx: Tx, userId: string, change: ChangeSet): Promise<void> {
  const created = new Set(
    change.records.filter((record) => record.op === 'create').map((r) => `${r.entity}:${r.id}`),
  );
  const isNew = (entity: string, id: string) => created.has(`${entity}:${id}`);
  if (change.transaction)
    await tx.insert(transactions).values(transactionColumns(userId, change.transaction));
  for (const card of change.put.cards) {
    const { id, createdAt, updatedAt: _, ...fields } = card;
    if (isNew('cards', id)) {
      await tx.insert(cards).values({ ...cardColumns(fields), id, userId, createdAt: new Date(createdAt) });
    } else {
      await tx
        .update(cards)
        .set({ ...cardColumns(fields), ...touched() })
        .where(and(eq(cards.userId, userId), eq(cards.id, id)));
    }
  }
  for (const product of change.put.sealedProducts) {
    const columns = sealedColumns(product);
    if (isNew('sealedProducts', product.id)) {
      await tx
        .insert(sealedProducts)
        .values({ ...columns, id: product.id, userId, createdAt: new Date(product.createdAt) });
    } else {
      await tx
        .update(sealedProducts)
        .set({ ...columns, ...touched() })
        .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.id, product.id)));
    }
  }
  await deleteRows(tx, userId, change);
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
