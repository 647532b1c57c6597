import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API } from '../../src/domain/api';
import { transactionStats } from '../../src/domain/finance/ledgerTotals';
import { TRANSACTION_TYPES } from '../../src/domain/valueSets';
import { findOwnedCollection } from '../collections/queries';
import { transactions as transactionsTable } from '../db/schema';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { parseInput } from '../http/validate';
import {
  createTransaction,
  deleteCollectionTransactions,
  deleteTransaction,
  updateTransaction,
} from './mutations';
import { findOwnedTransaction, inCollection, listTransactions } from './queries';

const { transactions } = API;
const TypeParam = z.object({ type: z.enum(TRANSACTION_TYPES) });
/** Part 2 §7's /transactions endpoints; creates, edits and deletes run the ledger (src/domain/transactions). */
export const transactionHandlers: Handler[] = [
  reads(transactions.ofCollection, async (db, userId, { params }) => {
    await findOwnedCollection(db, userId, params.id);
    return listTransactions(db, userId, inCollection(params.id));
  }),

  reads(transactions.ofCollectionByType, async (db, userId, { params }) => {
    const { type } = parseInput(TypeParam, { type: params.type }, 'params');
    await findOwnedCollection(db, userId, params.id);
    return listTransactions(db, userId, inCollection(params.id), eq(transactionsTable.type, type));
  }),

  reads(transactions.stats, async (db, userId, { params }) => {
    await findOwnedCollection(db, userId, params.id);
    return transactionStats(await listTransactions(db, userId, inCollection(params.id)));
  }),

  reads(transactions.get, (db, userId, { params }) => findOwnedTransaction(db, userId, params.id)),

  ...[transactions.create, transactions.unified].map((create) =>
    writes(create, async (tx, userId, { body }) => created(await createTransaction(tx, userId, body))),
  ),

  writes(transactions.update, async (tx, userId, { params, body }) =>
    done(await updateTransaction(tx, userId, params.id, body)),
  ),

  writes(transactions.delete, async (tx, userId, { params }) => {
    await deleteTransaction(tx, userId, params.id);
    return done({ id: params.id });
  }),

  writes(transactions.deleteOfCollection, async (tx, userId, { params }) => {
    const deletedCount = await deleteCollectionTransactions(tx, userId, params.id);
    return done({ collectionId: params.id, deletedCount });
  }),
];
