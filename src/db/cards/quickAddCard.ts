import { API, callOf } from '../../domain/api';
import { mergeConditionEntry, oldestSamePrinting } from '../../domain/cards/addToCollectionMerge';
import { rowChange } from '../../domain/changeSet';
import { type CardDefinition, CardInput } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { DEFAULT_CARD_CONDITION } from '../../domain/valueSets';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { type Mutation, mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';
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
      throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const sameName = await db.cards
      .where('name')
      .equalsIgnoreCase(payload.name)
      .filter((card) => card.collectionId === payload.collectionId)
      .toArray();
    const copy = oldestSamePrinting(sameName, payload);
    if (copy) return { card: await addIntoCopy(mutation, copy, payload), merged: true };
    const row: CardRow = { id: newTempId(), ...payload, createdAt: mutation.now, updatedAt: mutation.now };
    const call = { ...callOf(API.cards.addToCollection), body: payload, parentIds: [payload.collectionId] };
    await commit(db, rowChange('cards', row, 'create'), call, mutation.now);
    return { card: row, merged: false };
  });
}

/**
 * The local half of the merge plus the call that tells the server: an add-to-collection call on the
 * copy, queued as an update, so a later delete of the copy cancels it rather than the copy's
 * existence. Coalescing folds it into the copy's unsent create or unsent add-to-collection call
 * (src/db/outbox/mergeCalls.ts), so repeated quick adds queue one call.
 */
async function addIntoCopy(
  { db, now }: Mutation,
  copy: CardRow,
  payload: SingleEntryPayload,
): Promise<CardRow> {
  const { conditionQuantities } = parseInput(MergedRows, {
    conditionQuantities: mergeConditionEntry(copy.conditionQuantities, entryOf(payload)),
  });
  const next: CardRow = { ...copy, conditionQuantities, updatedAt: now };
  const call = { ...callOf(API.cards.addToCollection), body: payload, parentIds: [copy.collectionId] };
  await commit(db, rowChange('cards', next, 'update'), call, now);
  return next;
}
