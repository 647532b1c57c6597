import { z } from 'zod';
import { IdMapping } from '../schemas/sync';
import {
  Transaction,
  TransactionEdit,
  TransactionInput,
  TransactionStats,
  UnifiedTransactionInput,
} from '../schemas/transaction';
import { BULK_RESTORE_BODY_LIMIT, DeletedFromCollection, DeletedId } from './common';
import { endpoint } from './endpoint';

/** A transaction changes the cards and sealed products its lines name (src/domain/transactions). */
const LEDGER = ['transactions', 'cards', 'sealedProducts'] as const;
const TRANSACTIONS = ['transactions'] as const;

/** A create (or an edit) answers the transaction and the real id of every record it made, by the device's id. */
export const CreatedTransaction = Transaction.extend({ idMapping: IdMapping });

/** Part 2 §7's /transactions routes. */
export const transactionEndpoints = {
  ofCollection: endpoint({
    method: 'GET',
    path: '/transactions/collection/:id',
    answer: z.array(Transaction),
    touches: TRANSACTIONS,
  }),
  /** `:type` is one of the transaction types; the route checks it (400 naming `type`). */
  ofCollectionByType: endpoint({
    method: 'GET',
    path: '/transactions/collection/:id/type/:type',
    answer: z.array(Transaction),
    touches: TRANSACTIONS,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/transactions/collection/:id/stats',
    answer: TransactionStats,
    touches: TRANSACTIONS,
  }),
  get: endpoint({ method: 'GET', path: '/transactions/:id', answer: Transaction, touches: TRANSACTIONS }),
  create: endpoint({
    method: 'POST',
    path: '/transactions',
    body: TransactionInput,
    answer: CreatedTransaction,
    touches: LEDGER,
  }),
  /** An edit: with effect fields the ledger reverses the old effect and applies the new (one change set). */
  update: endpoint({
    method: 'PUT',
    path: '/transactions/:id',
    body: TransactionEdit,
    partialBody: true,
    bodyLimit: BULK_RESTORE_BODY_LIMIT,
    answer: CreatedTransaction,
    touches: LEDGER,
  }),
  /** Reverses the effect: what it added goes, what it took comes back. */
  delete: endpoint({ method: 'DELETE', path: '/transactions/:id', answer: DeletedId, touches: LEDGER }),
  /** The history only: cards and sealed products stay as they are. */
  deleteOfCollection: endpoint({
    method: 'DELETE',
    path: '/transactions/collection/:id',
    answer: DeletedFromCollection,
    touches: TRANSACTIONS,
  }),
  unified: endpoint({
    method: 'POST',
    path: '/transactions/unified',
    body: UnifiedTransactionInput,
    // An import of a peer's file is one transaction of up to MAX_TRANSACTION_LINES lines (6–10 MB at
    // 20,000 with their client ids), past the server's 1 MB default.
    bodyLimit: BULK_RESTORE_BODY_LIMIT,
    answer: CreatedTransaction,
    touches: LEDGER,
  }),
};
