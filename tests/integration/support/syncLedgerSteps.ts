import { createSealedDefinition } from '../../../src/db/sealed/createSealedDefinition';
import { deleteTransaction } from '../../../src/db/transactions/deleteTransaction';
import { editTransaction } from '../../../src/db/transactions/editTransaction';
import { saveTransaction } from '../../../src/db/transactions/saveTransaction';
import { makeItem } from '../../../src/domain/testing/factories';
import { currentId, type SyncDevice } from './syncDevice';
import {
  chosen,
  type ModelCollection,
  type ModelTransaction,
  reverseTransaction,
  type SyncModel,
  sellCopies,
  totalOf,
} from './syncModel';

/** Every purchase of a case is dated alike, so the ledger takes purchased lots in row order. */
const DATE = '2026-11-20';

/** The model's side of a card a transaction brought in (found on the device by its unique name). */
async function receiveCard(
  device: SyncDevice,
  model: SyncModel,
  transaction: ModelTransaction,
  name: string,
  quantity: number,
): Promise<void> {
  const [row] = await device.db.cards.where('name').equals(name).toArray();
  const card = model.addCard(transaction.owner, row.id, transaction.collection, {
    name,
    status: 'have',
    foil: false,
    notes: '',
    quantity,
  });
  card.rows = [{ quantity, lot: transaction }];
  card.purchased = true;
  transaction.cards.push(card);
}

/** A purchase of `count` new cards of `quantity` copies each, at 2.5 apiece, into an own collection. */
export async function purchaseStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  count: number,
  quantity: number,
): Promise<boolean> {
  const collection: ModelCollection | undefined = chosen(model.ownCollections(index), pick);
  if (!collection) return false;
  const names = Array.from({ length: count }, () => model.freshName('card'));
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, collection.tempId),
    type: 'purchase',
    date: DATE,
    items: names.map((name) => makeItem({ name, quantity, price: 2.5 })),
  });
  const transaction: ModelTransaction = {
    owner: index,
    tempId: saved.id,
    type: 'purchase',
    collection,
    cards: [],
    live: true,
  };
  for (const name of names) {
    await receiveCard(device, model, transaction, name, quantity);
  }
  model.transactions.push(transaction);
  return true;
}

/** A sale of up to `quantity` copies (never more than the card holds) of an own card. */
export async function saleStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  quantity: number,
): Promise<boolean> {
  const card = chosen(model.ownCards(index), pick);
  if (!card) return false;
  const selling = Math.min(quantity, totalOf(card));
  const { rows: _rows, live: _live, ...before } = card;
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, card.collection.tempId),
    type: 'sale',
    date: DATE,
    items: [
      makeItem({ id: await currentId(device, card.tempId), name: card.name, quantity: selling, price: 4 }),
    ],
  });
  const taken = sellCopies(card, selling);
  model.transactions.push({
    owner: index,
    tempId: saved.id,
    type: 'sale',
    collection: card.collection,
    cards: [],
    sold: { card, taken, before: { ...before } },
    live: true,
  });
  return true;
}

/**
 * An edit of an own sale (one change set, the transaction's id kept): the copies it took come back and
 * a new quantity (never more than is then held) is sold at a new price. Only a sale whose card is still
 * in the sale's collection: a card moved since is refused by the ledger (“belongs to another collection”).
 */
export async function editSaleStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  quantity: number,
): Promise<boolean> {
  const sales = model
    .ownTransactions(index)
    .filter((t) => t.type === 'sale' && t.sold && t.sold.card.collection === t.collection);
  const sale = chosen(sales, pick);
  if (!sale?.sold) return false;
  const { card } = sale.sold;
  const saleId = await currentId(device, sale.tempId);
  reverseTransaction(sale);
  const selling = Math.min(quantity, totalOf(card));
  const { rows: _rows, live: _live, ...before } = card;
  await editTransaction(device.db, saleId, {
    items: [
      makeItem({ id: await currentId(device, card.tempId), name: card.name, quantity: selling, price: 5 }),
    ],
  });
  sale.sold = { card, taken: sellCopies(card, selling), before: { ...before } };
  sale.live = true;
  return true;
}

/**
 * A trade: copies of an own card given (a sale at trade value, taken as a sale takes them) for a new
 * card received (bought at its trade value).
 */
export async function tradeStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  quantity: number,
): Promise<boolean> {
  const card = chosen(model.ownCards(index), pick);
  if (!card) return false;
  const giving = Math.min(quantity, totalOf(card));
  const received = model.freshName('card');
  const { rows: _rows, live: _live, ...before } = card;
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, card.collection.tempId),
    type: 'trade',
    date: DATE,
    tradePartner: 'Sam',
    items: [
      makeItem({
        id: await currentId(device, card.tempId),
        name: card.name,
        quantity: giving,
        price: 3,
        isGiven: true,
      }),
      makeItem({ name: received, quantity, price: 3, isReceived: true, valueSource: 'agreed' }),
    ],
  });
  const taken = sellCopies(card, giving);
  const transaction: ModelTransaction = {
    owner: index,
    tempId: saved.id,
    type: 'trade',
    collection: card.collection,
    cards: [],
    sold: { card, taken, before: { ...before } },
    live: true,
  };
  await receiveCard(device, model, transaction, received, quantity);
  model.transactions.push(transaction);
  return true;
}

/** An adjustment of an own card: copies found (a new lot of the adjustment) or copies written off. */
export async function adjustStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  quantity: number,
  remove: boolean,
): Promise<boolean> {
  const card = chosen(model.ownCards(index), pick);
  if (!card) return false;
  const moving = remove ? Math.min(quantity, totalOf(card)) : quantity;
  const { rows: _rows, live: _live, ...before } = card;
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, card.collection.tempId),
    type: 'adjustment',
    date: DATE,
    items: [
      makeItem({
        id: await currentId(device, card.tempId),
        name: card.name,
        quantity: moving,
        price: 0,
        isGiven: remove,
      }),
    ],
  });
  const transaction: ModelTransaction = {
    owner: index,
    tempId: saved.id,
    type: 'adjustment',
    collection: card.collection,
    cards: [],
    live: true,
  };
  if (remove) transaction.sold = { card, taken: sellCopies(card, moving), before: { ...before } };
  else {
    card.rows.push({ quantity: moving, lot: transaction });
    transaction.cards.push(card);
  }
  model.transactions.push(transaction);
  return true;
}

/** A purchase of sealed units of the device's own definition (made on first use) into an own collection. */
export async function sealedPurchaseStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  units: number,
): Promise<boolean> {
  const collection = chosen(model.ownCollections(index), pick);
  if (!collection) return false;
  let definition = model.definitions.find((d) => d.owner === index);
  if (!definition) {
    const name = model.freshName('box');
    const made = await createSealedDefinition(device.db, { name, set: 'Test Set', type: 'Booster Box' });
    definition = { owner: index, tempId: made.definition.id, name };
    model.definitions.push(definition);
  }
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, collection.tempId),
    type: 'purchase',
    date: DATE,
    items: [
      makeItem({
        itemType: 'sealed_product',
        definitionId: await currentId(device, definition.tempId),
        name: definition.name,
        set: 'Test Set',
        condition: 'Sealed',
        quantity: units,
        price: 90,
      }),
    ],
  });
  const transaction: ModelTransaction = {
    owner: index,
    tempId: saved.id,
    type: 'purchase',
    collection,
    cards: [],
    sealed: [],
    live: true,
  };
  const made = await device.db.sealedProducts.filter((row) => row.transactionId === saved.id).toArray();
  for (const row of made) {
    const unit = { owner: index, tempId: row.id, collection, definition, live: true };
    model.sealed.push(unit);
    transaction.sealed?.push(unit);
  }
  model.transactions.push(transaction);
  return true;
}

/** Opens an own sealed unit: it leaves, a new card of `quantity` copies arrives carrying its cost. */
export async function openingStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
  quantity: number,
): Promise<boolean> {
  const unit = chosen(model.ownSealed(index), pick);
  if (!unit) return false;
  const pulled = model.freshName('card');
  const saved = await saveTransaction(device.db, {
    collectionId: await currentId(device, unit.collection.tempId),
    type: 'opening',
    date: DATE,
    items: [
      makeItem({
        itemType: 'sealed_product',
        id: await currentId(device, unit.tempId),
        definitionId: await currentId(device, unit.definition.tempId),
        name: unit.definition.name,
        set: 'Test Set',
        condition: 'Sealed',
        quantity: 1,
        price: 0,
      }),
      makeItem({ name: pulled, quantity, price: 0, marketPrice: 5 }),
    ],
  });
  unit.live = false;
  const transaction: ModelTransaction = {
    owner: index,
    tempId: saved.id,
    type: 'opening',
    collection: unit.collection,
    cards: [],
    opened: unit,
    live: true,
  };
  await receiveCard(device, model, transaction, pulled, quantity);
  model.transactions.push(transaction);
  return true;
}

export async function deleteTransactionStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
): Promise<boolean> {
  const transaction = chosen(model.ownTransactions(index), pick);
  if (!transaction) return false;
  await deleteTransaction(device.db, await currentId(device, transaction.tempId));
  reverseTransaction(transaction);
  return true;
}
