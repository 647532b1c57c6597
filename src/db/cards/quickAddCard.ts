import { API, callOf } from '../../domain/api';
import { mergeConditionEntry, oldestSamePrinting } from '../../domain/cards/addToCollectionMerge';
import { type CardDefinition, CardInput } from '../../domain/schemas';
import { DEFAULT_CARD_CONDITION } from '../../domain/valueSets';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { type Mutation, mutator } from '../outbox/mutator';
import { isDroppable } from '../outbox/types';
import type { CardRow } from '../rows';
import { isSingleEntryCall, latestEntryOf, unsentCreateOf, widenUnsentCreate } from './cardCalls';
import { entryOf, payloadFromDefinition, type SingleEntryPayload } from './cardPayload';

export interface QuickAddInput {
  collectionId: string;
  definition: CardDefinition;
}

export interface QuickAddResult {
  card: CardRow;
  /** True when the copy went into a card the device already had (same printing). */
  merged: boolean;
}

/**
 * Part 2 §4: a quick-added card is have, Near Mint, quantity 1, non-foil. It records no purchase (no
 * price, no date), so repeated quick adds of a printing land in one lot.
 */
const QUICK_ADD_ENTRY = {
  condition: DEFAULT_CARD_CONDITION,
  quantity: 1,
  purchasePrice: null,
  purchaseDate: null,
  transactionId: null,
};

const MergedRows = CardInput.pick({ conditionQuantities: true });

/**
 * Adds one copy of a printing to a collection, as `POST /cards/add-to-collection` does on the server:
 * into the oldest copy of the same printing (name, set code, finish, status) — its row of the same lot,
 * else a new row — or, with none on the device, as a new temp card. The outbox entry is the spec's
 * add-to-collection call, so the server merges into a copy this device has not pulled yet; when it
 * answers that copy's id for the temp id, the engine re-keys the temp card onto it and stores the
 * answered (merged) record: one row, the server's quantity. See src/db/cards/README.md.
 */
export async function quickAddCard(db: CardfolioDatabase, input: QuickAddInput): Promise<QuickAddResult> {
  const payload = payloadFromDefinition(input.definition, {
    collectionId: input.collectionId,
    entry: QUICK_ADD_ENTRY,
  });
  return mutator(db, ['cards', 'collections'], async (mutation) => {
    if (!(await db.collections.get(payload.collectionId)))
      throw new RecordNotFoundError('Collection not found');
    const sameName = await db.cards
      .where('name')
      .equalsIgnoreCase(payload.name)
      .filter((card) => card.collectionId === payload.collectionId)
      .toArray();
    const copy = oldestSamePrinting(sameName, payload);
    if (copy) return { card: await addIntoCopy(mutation, copy, payload), merged: true };
    const row: CardRow = { id: newTempId(), ...payload, createdAt: mutation.now, updatedAt: mutation.now };
    await db.cards.add(row);
    await mutation.enqueue({
      entity: 'cards',
      recordId: row.id,
      op: 'create',
      ...callOf(API.cards.addToCollection),
      body: payload,
      parentIds: [payload.collectionId],
    });
    return { card: row, merged: false };
  });
}

/**
 * The local half of the merge plus the call that tells the server. A copy the server has not seen
 * yet (its create unsent) gets the new rows folded into that create. Otherwise an add-to-collection
 * call on the copy is queued as an update, so a later delete of the copy cancels it rather than the
 * copy's existence; a still unsent one of those already in the queue absorbs this one, so its
 * quantity is carried over before the coalescer merges the bodies.
 */
async function addIntoCopy(
  { db, now, enqueue }: Mutation,
  copy: CardRow,
  payload: SingleEntryPayload,
): Promise<CardRow> {
  const entry = entryOf(payload);
  const { conditionQuantities } = parseInput(MergedRows, {
    conditionQuantities: mergeConditionEntry(copy.conditionQuantities, entry),
  });
  const next: CardRow = { ...copy, conditionQuantities, updatedAt: now };
  await db.cards.put(next);
  const parentIds = [copy.collectionId];
  const create = await unsentCreateOf(db, copy.id);
  if (create) {
    if (conditionQuantities.length !== 1 && isSingleEntryCall(create)) await widenUnsentCreate(db, create);
    const body = { conditionQuantities };
    await enqueue({
      entity: 'cards',
      recordId: copy.id,
      op: 'update',
      ...callOf(API.cards.update, { id: copy.id }),
      body,
      parentIds,
    });
    return next;
  }
  const latest = await latestEntryOf(db, copy.id);
  const queued =
    latest && isDroppable(latest) && latest.op === 'update' && latest.path === API.cards.addToCollection.path
      ? entryOf(latest.body as SingleEntryPayload).quantity
      : 0;
  await enqueue({
    entity: 'cards',
    recordId: copy.id,
    op: 'update',
    ...callOf(API.cards.addToCollection),
    body: { ...payload, conditionQuantities: [{ ...entry, quantity: queued + entry.quantity }] },
    parentIds,
  });
  return next;
}
