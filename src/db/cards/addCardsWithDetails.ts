import { API, callOf } from '../../domain/api';
import type { CardDefinition } from '../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../domain/texts';
import type { Condition } from '../../domain/valueSets';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';
import { payloadFromDefinition } from './cardPayload';

/** Copies one details form may make: a generous box of one printing, not an accidental 1e6. */
export const MAX_COPIES_PER_ADD = 1000;

export interface CardDetailsInput {
  collectionId: string;
  definition: CardDefinition;
  quantity: number;
  /** Optional: null when the user left it empty. */
  purchasePrice: number | null;
  purchaseDate: string | null;
  condition: Condition;
  foil: boolean;
  notes: string;
}

function checkQuantityAndPrice({ quantity, purchasePrice }: CardDetailsInput): void {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new InputError(CARD_DIALOG_TEXTS.quantityAtLeastOne, {
      quantity: CARD_DIALOG_TEXTS.quantityAtLeastOne,
    });
  }
  if (quantity > MAX_COPIES_PER_ADD) {
    const message = `Add at most ${MAX_COPIES_PER_ADD} copies at a time`;
    throw new InputError(message, { quantity: message });
  }
  if (purchasePrice !== null && !(Number.isFinite(purchasePrice) && purchasePrice >= 0)) {
    throw new InputError(CARD_DIALOG_TEXTS.invalidPrice, { purchasePrice: CARD_DIALOG_TEXTS.invalidPrice });
  }
}

/**
 * Part 2 §5 "Add card with details": quantity N makes N separate single-quantity copies, each with the
 * price, status have, each queued as its own `POST /cards/add-individual` (part 2 §7). All N are
 * written in one transaction: the collection gets every copy or none.
 */
export async function addCardsWithDetails(
  db: CardfolioDatabase,
  input: CardDetailsInput,
): Promise<CardRow[]> {
  checkQuantityAndPrice(input);
  const payload = payloadFromDefinition(input.definition, {
    collectionId: input.collectionId,
    entry: {
      condition: input.condition,
      quantity: 1,
      purchasePrice: input.purchasePrice,
      purchaseDate: input.purchaseDate,
      transactionId: null,
    },
    foil: input.foil,
    status: 'have',
    notes: input.notes,
  });
  return mutator(db, ['cards', 'collections'], async ({ now, enqueue }) => {
    if (!(await db.collections.get(payload.collectionId)))
      throw new RecordNotFoundError('Collection not found');
    const rows: CardRow[] = Array.from({ length: input.quantity }, () => ({
      id: newTempId(),
      ...structuredClone(payload),
      createdAt: now,
      updatedAt: now,
    }));
    await db.cards.bulkAdd(rows);
    for (const row of rows) {
      await enqueue({
        entity: 'cards',
        recordId: row.id,
        op: 'create',
        ...callOf(API.cards.addIndividual),
        body: payload,
        parentIds: [payload.collectionId],
      });
    }
    return rows;
  });
}
