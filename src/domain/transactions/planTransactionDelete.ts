import { type PlacedCopy, withPlace } from '../locations/place';
import type { LineLedger, TakenRecord, Transaction } from '../schemas';
import { type LedgerChangeSet, type LedgerRecords, LedgerWorkspace } from './changeSet';
import { returnCopies } from './conditionRows';

/**
 * The change set of deleting a transaction: its effect reversed, lines last to first. What it brought
 * in is removed — its condition rows (found by the transaction id) and the sealed units it made — as
 * far as any is left; what it took comes back, into the record if it is still there, else as that
 * record again under its original id, so device and server agree without a new id mapping.
 */
export function planTransactionDelete(
  transaction: Pick<Transaction, 'id' | 'items'>,
  current: LedgerRecords,
  now: string,
): LedgerChangeSet {
  const work = new LedgerWorkspace(current, now);
  reverseTransaction(work, transaction);
  return work.toChangeSet(null, transaction.id);
}

/** Reverses the transaction's effect on the workspace (a delete's, or the first half of an edit's). */
export function reverseTransaction(work: LedgerWorkspace, transaction: Pick<Transaction, 'id' | 'items'>) {
  for (const line of [...transaction.items].reverse()) {
    if (!line.ledger) continue;
    removeReceived(work, transaction.id, line.ledger.received, line.quantity);
    if (line.ledger.taken) putBack(work, line.ledger.taken);
  }
}

function removeReceived(
  work: LedgerWorkspace,
  transactionId: string,
  received: LineLedger['received'],
  quantity: number,
): void {
  for (const { entity, id, created } of received) {
    if (entity === 'cards') {
      const card = work.find('cards', id);
      if (!card) continue;
      const rows = card.conditionQuantities.filter((row) => row.transactionId !== transactionId);
      if (rows.length === 0) work.remove('cards', id);
      else if (rows.length !== card.conditionQuantities.length)
        work.put('cards', { ...card, conditionQuantities: rows });
      continue;
    }
    const product = work.find('sealedProducts', id);
    if (!product) continue;
    const left = created ? 0 : product.quantity - quantity;
    if (left <= 0) work.remove('sealedProducts', id);
    else work.put('sealedProducts', { ...product, quantity: left });
  }
}

/**
 * A card brought back keeps its place only if its location is still there: one deleted since the
 * copies left would name a location that no longer exists, so the card comes back unfiled.
 */
function stillFiled<T extends PlacedCopy>(work: LedgerWorkspace, record: T): T {
  const { locationId } = record;
  if (!locationId || work.current.locations.has(locationId)) return record;
  return withPlace(record, { locationId: null, page: null, slot: null });
}

function putBack(work: LedgerWorkspace, taken: TakenRecord): void {
  if (taken.entity === 'cards') {
    const card = work.find('cards', taken.id);
    if (card)
      work.put('cards', {
        ...card,
        conditionQuantities: returnCopies(card.conditionQuantities, taken.entries),
      });
    else
      work.put(
        'cards',
        { ...stillFiled(work, taken.record), conditionQuantities: returnCopies([], taken.entries) },
        true,
      );
    return;
  }
  const product = work.find('sealedProducts', taken.id);
  if (product) work.put('sealedProducts', { ...product, quantity: product.quantity + taken.quantity });
  else work.put('sealedProducts', { ...taken.record, quantity: taken.quantity }, true);
}
