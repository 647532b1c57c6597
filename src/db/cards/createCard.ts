import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { CardInput } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';

/**
 * Adds one card copy to a collection on the device and queues `POST /cards` with the full payload
 * (part 2 §3 "Card payload to add"). The card depends on its collection: deleting an unsent
 * collection drops this create with it.
 */
export async function createCard(db: CardfolioDatabase, input: CardInput): Promise<CardRow> {
  const fields = parseInput(CardInput, input);
  return mutator(db, ['cards', 'collections'], async ({ now }) => {
    if (!(await db.collections.get(fields.collectionId)))
      throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const row: CardRow = { id: newTempId(), ...fields, createdAt: now, updatedAt: now };
    const call = { ...callOf(API.cards.create), body: fields, parentIds: [fields.collectionId] };
    await commit(db, rowChange('cards', row, 'create'), call, now);
    return row;
  });
}
