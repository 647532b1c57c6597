import type { CardfolioDatabase } from '../../../db/database';
import { InputError } from '../../../db/errors';
import { saveTransaction } from '../../../db/transactions/saveTransaction';
import { MAX_TRANSACTION_LINES } from '../../../domain/limits';
import type { Transaction } from '../../../domain/schemas';
import { SCAN_TEXTS } from '../scanTexts';
import { trayDraft } from './trayDraft';
import type { TrayRow } from './trayState';

/**
 * Writes the tray into a collection: the cards and ONE outbox entry in one Dexie transaction, through
 * the ledger's use case (`saveTransaction`), the path every multi-record write takes. Nothing is
 * written on refusal.
 */
export async function addScannedCards(
  db: CardfolioDatabase,
  collectionId: string,
  rows: readonly TrayRow[],
  date: string,
): Promise<Transaction> {
  if (rows.length === 0) throw new InputError(SCAN_TEXTS.trayEmpty);
  if (rows.length > MAX_TRANSACTION_LINES)
    throw new InputError(SCAN_TEXTS.trayTooLong(MAX_TRANSACTION_LINES));
  return saveTransaction(
    db,
    trayDraft(rows, { collectionId, date, note: SCAN_TEXTS.transactionNote(rows.length) }),
  );
}
