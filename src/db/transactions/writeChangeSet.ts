import type { ChangeSet } from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';
import { applyRowWrites, type RowWrite } from '../sync/applyRowWrites';

/** The ledger's tables: what a transaction's use case writes besides the outbox. */
export const LEDGER_TABLES = ['transactions', 'cards', 'sealedProducts', 'sealedDefinitions'] as const;

/**
 * Stores a change set's rows on the device (inside the use case's mutator transaction) through the
 * device's one batch write, `applyRowWrites`, as a sync answer's rows are: a bulk call per table, in
 * slices, so a 20,000-card import leaves the page room for input.
 */
export function writeChangeSet(db: CardfolioDatabase, changes: ChangeSet): Promise<void> {
  const deleted = (table: string, ids: readonly string[]): RowWrite[] =>
    ids.map((id) => ({ table, id, row: null }));
  const written = (table: string, rows: readonly { id: string }[]): RowWrite[] =>
    rows.map((row) => ({ table, id: row.id, row }));
  return applyRowWrites(db, [
    ...written('transactions', changes.transaction ? [changes.transaction] : []),
    ...deleted('transactions', changes.deleteTransactionId ? [changes.deleteTransactionId] : []),
    ...deleted('cards', changes.delete.cards),
    ...deleted('sealedProducts', changes.delete.sealedProducts),
    ...written('cards', changes.put.cards),
    ...written('sealedProducts', changes.put.sealedProducts),
  ]);
}
