import { type Transaction, TransactionInput } from '../../domain/schemas';
import {
  draftReferences,
  editReferences,
  planTransaction,
  planTransactionEdit,
} from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { loadLedgerRecords } from './ledgerRecords';

/**
 * The transaction `input` would make, computed on the device's current rows and written nowhere: the
 * wizard's review shows its realized gain (cost basis of what leaves, fee shares) before Complete, and
 * a draft the collection cannot satisfy refuses here with the ledger's own message. With `editingId`,
 * the edit of that transaction (its old effect reversed first, as `editTransaction` will).
 */
export async function previewTransaction(
  db: CardfolioDatabase,
  input: TransactionInput,
  editingId?: string,
): Promise<Transaction> {
  const draft = parseInput(TransactionInput, input);
  const old = editingId === undefined ? undefined : await db.transactions.get(editingId);
  if (editingId !== undefined && !old) throw new RecordNotFoundError('Transaction not found');
  const current = await loadLedgerRecords(db, old ? editReferences(old, draft) : draftReferences(draft));
  let next = 0;
  const allocate = () => `preview-${next++}`;
  const now = new Date().toISOString();
  const changes = old
    ? planTransactionEdit(old, draft, current, allocate, now)
    : planTransaction(draft, current, allocate, now);
  return changes.transaction as Transaction;
}
