import { API, pathOf } from '../../domain/api';
import { ledgerChanges, planTransactionDelete, transactionReferences } from '../../domain/transactions';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import { LEDGER_TABLES, loadLedgerRecords } from './ledgerRecords';

/**
 * Deletes a transaction and reverses its effect on the device at once: what it created goes (what is
 * left of it), what it took away comes back — and queues one `DELETE /transactions/{id}` listing every
 * record the reversal touches. An unsent purchase and its delete cancel out in the outbox, with the
 * edits of the cards it created (src/db/outbox/coalesce.ts).
 */
export async function deleteTransaction(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, LEDGER_TABLES, async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.transactions.get(id);
    if (!row) throw new RecordNotFoundError('Transaction not found');
    const changes = planTransactionDelete(row, await loadLedgerRecords(db, transactionReferences(row)), now);
    const call = {
      method: API.transactions.delete.method,
      path: pathOf(API.transactions.delete, { id }),
      body: null,
      parentIds: [row.collectionId],
    };
    await commit(db, ledgerChanges(changes), call, now);
  });
}
