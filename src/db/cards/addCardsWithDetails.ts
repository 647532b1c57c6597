import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { CardCopiesChoice, type CardDefinition } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import type { Condition } from '../../domain/valueSets';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';
import { payloadFromDefinition } from './cardPayload';

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

/**
 * Part 2 §5 "Add card with details" (checked with the form's own rules, CardCopiesChoice): quantity N makes N separate single-quantity copies, each with the
 * price, status have, each queued as its own `POST /cards/add-individual` (part 2 §7). All N are
 * written in one transaction: the collection gets every copy or none.
 */
export async function addCardsWithDetails(
  db: CardfolioDatabase,
  input: CardDetailsInput,
): Promise<CardRow[]> {
  parseInput(CardCopiesChoice, input);
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
  return mutator(db, ['cards', 'collections'], async ({ now }) => {
    if (!(await db.collections.get(payload.collectionId)))
      throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const rows: CardRow[] = Array.from({ length: input.quantity }, () => ({
      id: newTempId(),
      ...structuredClone(payload),
      createdAt: now,
      updatedAt: now,
    }));
    const call = { ...callOf(API.cards.addIndividual), body: payload, parentIds: [payload.collectionId] };
    for (const row of rows) await commit(db, rowChange('cards', row, 'create'), call, now);
    return rows;
  });
}
