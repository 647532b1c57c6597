import type {
  Card,
  SealedDefinition,
  SealedProduct,
  Transaction,
  TransactionDraft,
  TransactionItem,
} from '../schemas';
import type { AllocateId, LedgerChangeSet, LedgerRecords } from '../transactions/changeSet';
import { makeItem } from './factories';

/** Test and bench helpers for the ledger: records by id, counting ids, applying a change set. */
export const NOW = '2025-06-01T12:00:00.000Z';

export function recordsOf(
  cards: readonly Card[] = [],
  sealedProducts: readonly SealedProduct[] = [],
  sealedDefinitions: readonly SealedDefinition[] = [],
): LedgerRecords {
  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    cards: byId(cards),
    sealedProducts: byId(sealedProducts),
    sealedDefinitions: byId(sealedDefinitions),
    locations: new Set(),
  };
}

/** `tx-1`, `cards-2`, `sealedProducts-3`…: ids that show the order they were asked for in. */
export function countingIds(): AllocateId {
  let count = 0;
  return (entity) => `${entity === 'transactions' ? 'tx' : entity}-${++count}`;
}

export function draftOf(
  type: TransactionDraft['type'],
  items: Array<Partial<TransactionItem>>,
  extra: Partial<TransactionDraft> = {},
): TransactionDraft {
  return {
    collectionId: 'collection-1',
    type,
    date: '2025-06-01',
    items: items.map((item) => makeItem(item)),
    notes: '',
    tradePartner: '',
    platformFee: 0,
    shippingCost: 0,
    taxAmount: 0,
    changeSummary: '',
    userNotes: '',
    ...extra,
  };
}

/** The records after a change set, as a store that writes it would hold them (the transaction aside). */
export function applyChangeSet(records: LedgerRecords, change: LedgerChangeSet): LedgerRecords {
  const cards = new Map(records.cards);
  const sealedProducts = new Map(records.sealedProducts);
  for (const id of change.delete.cards) cards.delete(id);
  for (const id of change.delete.sealedProducts) sealedProducts.delete(id);
  for (const card of change.put.cards) cards.set(card.id, card);
  for (const product of change.put.sealedProducts) sealedProducts.set(product.id, product);
  return { ...records, cards, sealedProducts };
}

/** The transaction row a create's change set writes. */
export function savedTransaction(change: LedgerChangeSet): Transaction {
  if (!change.transaction) throw new Error('the change set writes no transaction');
  return change.transaction;
}

export const SEALED_DEFINITION: SealedDefinition = {
  id: 'definition-1',
  name: 'Dominaria Booster Box',
  set: 'Dominaria',
  type: 'Booster Box',
  description: '',
  releaseDate: '2018-04-27',
  imageUrl: '',
  isActive: true,
  createdAt: NOW,
  updatedAt: NOW,
};
