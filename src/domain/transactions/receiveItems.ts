import { MAX_SEALED_UNITS_PER_TRANSACTION } from '../limits';
import type { Card, LineLedger, SealedProduct, TransactionDraft, TransactionItem } from '../schemas';
import type { AllocateId, LedgerWorkspace } from './changeSet';
import { restoreCopies } from './conditionRows';
import { LEDGER_TEXTS, LedgerRefusal } from './ledgerRefusal';
import { findLineRecord } from './takeFromRecord';

export interface Arrival {
  work: LedgerWorkspace;
  draft: TransactionDraft;
  transactionId: string;
  allocateId: AllocateId;
  /** Sealed units brought in so far: each is a row, so a transaction makes a bounded number. */
  sealedUnits: number;
}

type Received = LineLedger['received'];

/**
 * Brings a line's items in at `unitCost` each (null: no money, an adjustment). A card line makes one
 * card with one condition row; a sealed line one instance per unit. An adjustment naming a record
 * (`id`) adds its copies to that record instead. Every row carries the transaction id, the unit cost
 * and the date (a created record the line's own purchase date when it has one), which is how deleting
 * the transaction finds what it added. A created record takes the line's status (have when it has none).
 */
export function receiveItems(
  arrival: Arrival,
  item: TransactionItem,
  index: number,
  unitCost: number | null,
): Received {
  const { work, draft, transactionId } = arrival;
  const row = {
    condition: item.condition,
    quantity: item.quantity,
    purchasePrice: unitCost,
    purchaseDate: draft.date,
    transactionId,
  };
  if (draft.type === 'adjustment' && item.id !== null) return addToExisting(arrival, item, index, row);
  // Records the line creates may carry the line's own purchase date (an imported row's).
  const purchaseDate = item.purchaseDate ?? draft.date;
  if (item.itemType === 'card') {
    const card = newCard(arrival.allocateId('cards'), draft, item, { ...row, purchaseDate });
    work.put('cards', card, true);
    return [{ entity: 'cards', id: card.id, created: true }];
  }
  const definition = definitionOf(work, item, index);
  arrival.sealedUnits += item.quantity;
  if (arrival.sealedUnits > MAX_SEALED_UNITS_PER_TRANSACTION) {
    throw new LedgerRefusal(400, LEDGER_TEXTS.tooManyUnits, `items.${index}.quantity`);
  }
  const received: Received = [];
  for (let unit = 0; unit < item.quantity; unit++) {
    const product: SealedProduct = {
      id: arrival.allocateId('sealedProducts'),
      collectionId: draft.collectionId,
      definitionId: definition.id,
      condition: item.condition,
      purchasePrice: unitCost,
      purchaseDate,
      transactionId,
      status: item.status ?? 'have',
      notes: item.notes,
      quantity: 1,
      name: definition.name,
      set: definition.set,
      type: definition.type,
      releaseDate: definition.releaseDate,
      imageUrl: definition.imageUrl,
      createdAt: '',
      updatedAt: '',
    };
    work.put('sealedProducts', product, true);
    received.push({ entity: 'sealedProducts', id: product.id, created: true });
  }
  return received;
}

function definitionOf(work: LedgerWorkspace, item: TransactionItem, index: number) {
  const field = `items.${index}.definitionId`;
  if (item.definitionId === null)
    throw new LedgerRefusal(400, LEDGER_TEXTS.chooseDefinition(item.name), field);
  const definition = work.current.sealedDefinitions.get(item.definitionId);
  if (!definition) throw new LedgerRefusal(409, LEDGER_TEXTS.definitionGone, field);
  return definition;
}

function newCard(
  id: string,
  draft: TransactionDraft,
  item: TransactionItem,
  row: Card['conditionQuantities'][number],
): Card {
  return {
    id,
    collectionId: draft.collectionId,
    name: item.name,
    set: item.set,
    setCode: item.setCode,
    color: item.color ?? 'colorless',
    type: item.type,
    rarity: item.rarity,
    status: item.status ?? 'have',
    manaCost: item.manaCost,
    imageUrl: item.imageUrl,
    foil: item.foil,
    notes: item.notes,
    marketPrice: null,
    tcgplayer_id: null,
    conditionQuantities: [row],
    createdAt: '',
    updatedAt: '',
  };
}

/** An adjustment's found copies: a row on the card, or units on the sealed instance. */
function addToExisting(
  { work, draft }: Arrival,
  item: TransactionItem,
  index: number,
  row: Card['conditionQuantities'][number],
): Received {
  const entity = item.itemType === 'card' ? 'cards' : 'sealedProducts';
  const record = findLineRecord(work, draft, item, entity, `items.${index}`);
  if ('conditionQuantities' in record) {
    work.put('cards', { ...record, conditionQuantities: restoreCopies(record.conditionQuantities, [row]) });
  } else {
    work.put('sealedProducts', { ...record, quantity: record.quantity + item.quantity });
  }
  return [{ entity, id: record.id, created: false }];
}
