import { fingerprintIn } from '../../domain/importExport/fingerprint';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import { MAX_TRANSACTION_LINES } from '../../domain/limits';
import type { Transaction, TransactionInput } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { saveTransaction } from '../transactions/saveTransaction';

/** The earlier import of the same rows into this collection, if any (its fingerprint is in its notes). */
export async function previousImport(
  db: CardfolioDatabase,
  collectionId: string,
  fingerprint: string,
): Promise<Transaction | undefined> {
  const rows = await db.transactions.where('collectionId').equals(collectionId).toArray();
  return rows.find((row) => fingerprintIn(row.notes) === fingerprint);
}

/**
 * Writes an import: ONE transaction through the ledger (a purchase or an adjustment, see
 * `importDraft`), so it syncs as one change set and deleting it undoes the import. Nothing is written
 * when it is refused.
 */
export async function importPeerFile(db: CardfolioDatabase, draft: TransactionInput): Promise<Transaction> {
  if (draft.items.length === 0) throw new InputError(IMPORT_TEXTS.nothingToImport);
  if (draft.items.length > MAX_TRANSACTION_LINES)
    throw new InputError(IMPORT_TEXTS.tooManyLines(MAX_TRANSACTION_LINES));
  return saveTransaction(db, draft);
}
