import { API, pathOf } from '../../domain/api';
import { type Transaction, TransactionInput } from '../../domain/schemas';
import { draftReferences, ledgerChanges, planTransaction } from '../../domain/transactions';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import { LEDGER_TABLES, loadLedgerRecords } from './ledgerRecords';

/**
 * Records a transaction on the device at once, offline too (DESIGN.md, Transactions are a ledger):
 * the ledger's change set — the transaction, the cards and sealed products it creates, changes and
 * deletes — and ONE outbox entry, `POST /transactions/unified`, listing them all, in one Dexie
 * transaction. The records it creates get temp ids, sent as `clientIds` so the server's answer maps
 * each to its real id. Bad input throws InputError, a draft the collection cannot satisfy the
 * ledger's LedgerRefusal; either way nothing is written.
 */
export async function saveTransaction(db: CardfolioDatabase, input: TransactionInput): Promise<Transaction> {
  const draft = parseInput(TransactionInput, input);
  return mutator(db, LEDGER_TABLES, async ({ now }) => {
    const current = await loadLedgerRecords(db, draftReferences(draft));
    const clientIds: string[] = [];
    const changes = planTransaction(
      draft,
      current,
      () => {
        const id = newTempId();
        clientIds.push(id);
        return id;
      },
      now,
    );
    const transaction = changes.transaction as Transaction;
    await commit(
      db,
      ledgerChanges(changes),
      {
        method: API.transactions.unified.method,
        path: pathOf(API.transactions.unified, {}),
        body: { ...draft, clientIds },
        parentIds: [draft.collectionId],
      },
      now,
    );
    return transaction;
  });
}
