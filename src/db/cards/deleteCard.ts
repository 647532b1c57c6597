import { API, callOf } from '../../domain/api';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import { currentCardId } from './cardCalls';

/**
 * Removes a card copy on the device and queues `DELETE /cards/{id}` (an unsent card leaves no call). A temp
 * id the server has answered since is followed to the real id.
 */
export async function deleteCard(db: CardfolioDatabase, givenId: string): Promise<void> {
  const id = await currentCardId(db, givenId);
  return mutator(db, ['cards'], async ({ enqueue }) => {
    const row = await db.cards.get(id);
    if (!row) throw new RecordNotFoundError('Card not found');
    await db.cards.delete(id);
    await enqueue({
      entity: 'cards',
      recordId: id,
      op: 'delete',
      ...callOf(API.cards.delete, { id }),
      body: null,
      parentIds: [row.collectionId],
    });
  });
}
