import type { z } from 'zod';
import { API, pathOf } from '../../domain/api';
import { type Transaction, type TransactionEdit, TransactionInput } from '../../domain/schemas';
import {
  allocatedIds,
  editedInput,
  editReferences,
  ledgerChanges,
  planTransactionEdit,
} from '../../domain/transactions';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import { LEDGER_TABLES, loadLedgerRecords } from './ledgerRecords';

/** What the wizard's Edit sends: the fields that change (`items` whole); the rest stay as saved. */
export type TransactionEditInput = Omit<z.input<typeof TransactionEdit>, 'clientIds'>;

/**
 * Edits a saved transaction on the device at once, offline too: the ledger's edit (the old effect
 * reversed, the new applied, the id kept) written with ONE outbox entry, `PUT /transactions/{id}` with
 * the whole new draft and `clientIds`, in one Dexie transaction. An unsent create of the transaction
 * takes the edit in instead (src/db/outbox/coalesceEdit.ts). Bad input throws InputError, an edit the
 * collection cannot satisfy the ledger's LedgerRefusal (the oversell text); either way nothing changes.
 */
export async function editTransaction(
  db: CardfolioDatabase,
  givenId: string,
  edit: TransactionEditInput,
): Promise<Transaction> {
  return mutator(db, LEDGER_TABLES, async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const old = await db.transactions.get(id);
    if (!old) throw new RecordNotFoundError('Transaction not found');
    const draft = parseInput(TransactionInput, editedInput(old, edit));
    const current = await loadLedgerRecords(db, editReferences(old, draft));
    const changes = planTransactionEdit(old, draft, current, () => newTempId(), now);
    const transaction = changes.transaction as Transaction;
    const call = {
      method: API.transactions.update.method,
      path: pathOf(API.transactions.update, { id }),
      body: { ...draft, clientIds: allocatedIds(transaction) },
      parentIds: [draft.collectionId],
    };
    await commit(db, ledgerChanges(changes), call, now);
    return transaction;
  });
}
