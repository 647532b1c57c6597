import { API, callOf } from '../../domain/api';
import { deletion } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';

/**
 * Removes a card copy on the device and queues `DELETE /cards/{id}` (an unsent card leaves no call). A temp
 * id the server has answered since is followed to the real id.
 */
export async function deleteCard(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['cards'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.cards.get(id);
    if (!row) throw new RecordNotFoundError(TEXTS.cardNotFound);
    const call = { ...callOf(API.cards.delete, { id }), body: null, parentIds: [row.collectionId] };
    await commit(db, deletion('cards', [id]), call, now);
  });
}
