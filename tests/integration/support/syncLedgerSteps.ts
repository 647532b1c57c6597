import { deleteTransaction } from '../../../src/db/transactions/deleteTransaction';
import { saveTransaction } from '../../../src/db/transactions/saveTransaction';
import { makeItem } from '../../../src/domain/testing/factories';
import { currentId, type SyncDevice } from './syncDevice';
import {
  type ModelCollection,
  type ModelTransaction,
  reverseTransaction,
  type SyncModel,
  sellCopies,
  totalOf,
} from './syncModel';

/** Every purchase of a case is dated alike, so the ledger takes purchased lots in row order. */
const DATE = '2026-11-20';

const chosen = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];

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
    const [row] = await device.db.cards.where('name').equals(name).toArray();
    const card = model.addCard(index, row.id, collection, {
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
