import type { ChangeSet } from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';

/** The ledger's tables: what a transaction's use case writes besides the outbox. */
export const LEDGER_TABLES = ['transactions', 'cards', 'sealedProducts', 'sealedDefinitions'] as const;

/** Rows queued per bulkPut. */
const PUT_SLICE = 2000;

/** Stores a change set's rows on the device (inside the use case's mutator transaction). */
export async function writeChangeSet(db: CardfolioDatabase, changes: ChangeSet): Promise<void> {
  if (changes.transaction) await db.transactions.put(changes.transaction);
  if (changes.deleteTransactionId) await db.transactions.delete(changes.deleteTransactionId);
  if (changes.delete.cards.length > 0) await db.cards.bulkDelete(changes.delete.cards);
  if (changes.delete.sealedProducts.length > 0)
    await db.sealedProducts.bulkDelete(changes.delete.sealedProducts);
  // In slices, each awaited: a 20,000-card import queued as one bulkPut held the page ~0.7 s while
  // its puts were cloned; between slices the page answers input (same transaction, same outcome).
  for (let start = 0; start < changes.put.cards.length; start += PUT_SLICE) {
    await db.cards.bulkPut(changes.put.cards.slice(start, start + PUT_SLICE));
  }
  if (changes.put.sealedProducts.length > 0) await db.sealedProducts.bulkPut(changes.put.sealedProducts);
}
