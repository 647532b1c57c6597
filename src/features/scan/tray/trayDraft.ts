import type { TransactionInput } from '../../../domain/schemas';
import { cardDraftItem } from '../../transactions/wizard/draftItems';
import type { DraftItem } from '../../transactions/wizard/wizardDraft';
import type { TrayRow } from './trayState';

/** The tray's rows as transaction lines: each printing, finish, condition and quantity, no price. */
export function trayItems(rows: readonly TrayRow[]): DraftItem[] {
  return rows.map((row) => ({
    ...cardDraftItem(row.printing, row.condition),
    foil: row.foil,
    quantity: row.quantity,
  }));
}

/**
 * "Add all" into the collection: ONE ledger change set (an adjustment, as an import without prices
 * is), so the tray syncs as one outbox entry and deleting that entry's transaction undoes the scan.
 */
export function trayDraft(
  rows: readonly TrayRow[],
  context: { collectionId: string; date: string; note: string },
): TransactionInput {
  return {
    collectionId: context.collectionId,
    type: 'adjustment',
    date: context.date,
    items: trayItems(rows),
    notes: context.note,
  };
}
