import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Transaction,
  type TransactionEdit,
  TransactionInput,
  type UnifiedTransactionInput,
} from '../../src/domain/schemas';
import {
  allocatedIds,
  draftReferences,
  editedInput,
  editReferences,
  editsEffect,
  type LedgerChangeSet,
  LedgerRefusal,
  planTransaction,
  planTransactionDelete,
  planTransactionEdit,
  transactionReferences,
} from '../../src/domain/transactions';
import { findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { transactions } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { parseInput } from '../http/validate';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedTransaction, inCollection, loadLedgerRecords } from './queries';
import { writeChangeSet } from './writeChangeSet';

/** A ledger refusal as the API answers it: its status, the field when there is one, the collector's text. */
function refused(error: unknown): never {
  if (!(error instanceof LedgerRefusal)) throw error;
  throw new StatusError(
    error.status,
    error.status === 400 && error.field ? `${error.field}: ${error.message}` : error.message,
  );
}

function plan<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    return refused(error);
  }
}

/**
 * `POST /transactions` and `/transactions/unified`: the ledger's plan, written in the caller's
 * database transaction (the one holding the Idempotency-Key). Answers the transaction and
 * `idMapping`: the device's id of each created record (`clientIds`, in allocation order) → its uuid.
 */
export async function createTransaction(
  tx: Tx,
  userId: string,
  input: z.output<typeof UnifiedTransactionInput>,
) {
  const { clientIds, ...draft } = input;
  await findOwnedCollection(tx, userId, draft.collectionId);
  const current = await loadLedgerRecords(tx, userId, draftReferences(draft));
  const allocated: string[] = [];
  const allocateId = () => {
    const id = randomUUID();
    allocated.push(id);
    return id;
  };
  const change: LedgerChangeSet = plan(() =>
    planTransaction(draft, current, allocateId, new Date().toISOString()),
  );
  const transaction = await writeChangeSet(tx, userId, change);
  if (!transaction) throw new Error('the ledger planned a create without its transaction');
  return { ...transaction, idMapping: mappingOf(clientIds, allocated) };
}

/** Reverses the transaction's effect and deletes it: what it added goes, what it took comes back. */
export async function deleteTransaction(tx: Tx, userId: string, id: string): Promise<void> {
  const transaction = await findOwnedTransaction(tx, userId, id);
  const current = await loadLedgerRecords(tx, userId, transactionReferences(transaction));
  await writeChangeSet(
    tx,
    userId,
    plan(() => planTransactionDelete(transaction, current, new Date().toISOString())),
  );
}

/**
 * `PUT /transactions/{id}`. With an effect field (items, date, fees…) it is an edit: the ledger
 * reverses the old effect and applies the new in this database transaction (`planTransactionEdit`,
 * the device's own function), answering `idMapping` for `clientIds` as a create does. Without one,
 * only notes, partner and summary change.
 */
export async function updateTransaction(
  tx: Tx,
  userId: string,
  id: string,
  { clientIds, ...edit }: z.output<typeof TransactionEdit>,
) {
  const old = await findOwnedTransaction(tx, userId, id);
  if (editsEffect(edit)) return editTransaction(tx, userId, old, edit, clientIds);
  await tx
    .update(transactions)
    .set({ ...edit, ...touched() })
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
  return { ...(await findOwnedTransaction(tx, userId, id)), idMapping: {} };
}

async function editTransaction(
  tx: Tx,
  userId: string,
  old: Transaction,
  edit: Omit<z.output<typeof TransactionEdit>, 'clientIds'>,
  clientIds: string[] | undefined,
) {
  const draft = parseInput(TransactionInput, editedInput(old, edit), 'body');
  await findOwnedCollection(tx, userId, draft.collectionId);
  const current = await loadLedgerRecords(tx, userId, editReferences(old, draft));
  const change = plan(() =>
    planTransactionEdit(old, draft, current, () => randomUUID(), new Date().toISOString()),
  );
  const transaction = await writeChangeSet(tx, userId, change);
  if (!transaction) throw new Error('the ledger planned an edit without its transaction');
  return { ...transaction, idMapping: mappingOf(clientIds, allocatedIds(transaction)) };
}

/** The device's id of each record → the server's, position by position (allocation order). */
function mappingOf(clientIds: readonly string[] | undefined, allocated: readonly string[]) {
  if (clientIds && clientIds.length !== allocated.length) {
    throw new StatusError(
      400,
      `clientIds: must list one id per record the transaction creates (${allocated.length}), the transaction first`,
    );
  }
  return Object.fromEntries((clientIds ?? []).map((clientId, index) => [clientId, allocated[index]]));
}

/**
 * Admin's "Delete All Transactions": the history of one collection goes; the cards and sealed products
 * stay as they are (a collector clearing the log does not mean to lose what they hold).
 */
export async function deleteCollectionTransactions(tx: Tx, userId: string, collectionId: string) {
  await findOwnedCollection(tx, userId, collectionId);
  const gone = await tx
    .delete(transactions)
    .where(and(eq(transactions.userId, userId), inCollection(collectionId)))
    .returning({ id: transactions.id });
  await recordDeletions(
    tx,
    userId,
    'transactions',
    gone.map((row) => row.id),
  );
  return gone.length;
}
