import { type Transaction, TransactionInput } from '../../domain/schemas';
import { draftReferences, planTransaction } from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { loadLedgerRecords } from './ledgerRecords';

/**
 * The transaction `input` would make, computed on the device's current rows and written nowhere: the
 * wizard's review shows its realized gain (cost basis of what leaves, fee shares) before Complete, and
 * a draft the collection cannot satisfy refuses here with the ledger's own message.
 */
export async function previewTransaction(
  db: CardfolioDatabase,
  input: TransactionInput,
): Promise<Transaction> {
  const draft = parseInput(TransactionInput, input);
  const current = await loadLedgerRecords(db, draftReferences(draft));
  let next = 0;
  const changes = planTransaction(draft, current, () => `preview-${next++}`, new Date().toISOString());
  return changes.transaction as Transaction;
}
