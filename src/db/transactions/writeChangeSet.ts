import type { ChangeSet } from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';

/** The ledger's tables: what a transaction's use case writes besides the outbox. */
export const LEDGER_TABLES = ['transactions', 'cards', 'sealedProducts', 'sealedDefinitions'] as const;

/** Stores a change set's rows on the device (inside the use case's mutator transaction). */
export async function writeChangeSet(db: CardfolioDatabase, changes: ChangeSet): Promise<void> {
  if (changes.transaction) await db.transactions.put(changes.transaction);
  if (changes.deleteTransactionId) await db.transactions.delete(changes.deleteTransactionId);
  if (changes.delete.cards.length > 0) await db.cards.bulkDelete(changes.delete.cards);
  if (changes.delete.sealedProducts.length > 0)
    await db.sealedProducts.bulkDelete(changes.delete.sealedProducts);
  if (changes.put.cards.length > 0) await db.cards.bulkPut(changes.put.cards);
  if (changes.put.sealedProducts.length > 0) await db.sealedProducts.bulkPut(changes.put.sealedProducts);
}
