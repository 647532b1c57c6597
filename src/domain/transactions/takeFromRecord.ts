import type { TakenRecord, TransactionDraft, TransactionItem } from '../schemas';
import type { LedgerEntity, LedgerWorkspace, RowOf } from './changeSet';
import { availableCopies, costOf, takeCopies } from './conditionRows';
import { LEDGER_TEXTS, LedgerRefusal } from './ledgerRefusal';

export interface Taken {
  taken: TakenRecord;
  costBasis: number;
}

/**
 * Takes a line's quantity out of the card (its condition's rows, oldest purchase first) or the sealed
 * instance the line names. A record left with nothing is deleted; what was taken, and the record as it
 * was, go on the line so the delete of the transaction can put them back under the same id.
 */
export function takeFromRecord(
  work: LedgerWorkspace,
  draft: TransactionDraft,
  item: TransactionItem,
  index: number,
): Taken {
  const field = `items.${index}`;
  if (item.id === null) throw new LedgerRefusal(400, LEDGER_TEXTS.chooseSource(item.name), `${field}.id`);
  return item.itemType === 'card'
    ? takeCopiesOfCard(work, draft, item, item.id, field)
    : takeSealedUnits(work, draft, item, item.id, field);
}

/** The record a line names: it must still be there, in the draft's collection. */
export function findLineRecord<E extends LedgerEntity>(
  work: LedgerWorkspace,
  draft: TransactionDraft,
  item: TransactionItem,
  entity: E,
  field: string,
): RowOf<E> {
  const record = work.find(entity, item.id ?? '');
  if (!record) throw new LedgerRefusal(409, LEDGER_TEXTS.recordGone(item.name), `${field}.id`);
  if (record.collectionId !== draft.collectionId) {
    throw new LedgerRefusal(409, LEDGER_TEXTS.otherCollection(item.name), `${field}.id`);
  }
  return record;
}

function takeCopiesOfCard(
  work: LedgerWorkspace,
  draft: TransactionDraft,
  item: TransactionItem,
  id: string,
  field: string,
): Taken {
  const { conditionQuantities, ...fields } = findLineRecord(work, draft, item, 'cards', field);
  if (availableCopies(conditionQuantities, item.condition) < item.quantity) {
    throw new LedgerRefusal(409, LEDGER_TEXTS.oversell, `${field}.quantity`);
  }
  const { rows, entries } = takeCopies(conditionQuantities, item.condition, item.quantity);
  if (rows.length === 0) work.remove('cards', id);
  else work.put('cards', { ...fields, conditionQuantities: rows });
  return { taken: { entity: 'cards', id, entries, record: fields }, costBasis: costOf(entries) };
}

function takeSealedUnits(
  work: LedgerWorkspace,
  draft: TransactionDraft,
  item: TransactionItem,
  id: string,
  field: string,
): Taken {
  const found = findLineRecord(work, draft, item, 'sealedProducts', field);
  if (found.quantity < item.quantity)
    throw new LedgerRefusal(409, LEDGER_TEXTS.oversell, `${field}.quantity`);
  if (found.quantity === item.quantity) work.remove('sealedProducts', id);
  else work.put('sealedProducts', { ...found, quantity: found.quantity - item.quantity });
  return {
    taken: { entity: 'sealedProducts', id, quantity: item.quantity, record: found },
    costBasis: (found.purchasePrice ?? 0) * item.quantity,
  };
}
