import { API, callOf } from '../../domain/api';
import { deletion } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';

/**
 * Removes a definition and queues `DELETE /sealed-products/definitions/{id}` (an unsent one leaves no
 * call). Refused, as the server refuses it, while sealed products on the device name it: deleting them
 * silently would lose collection data.
 */
export async function deleteSealedDefinition(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['sealedDefinitions', 'sealedProducts'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    if (!(await db.sealedDefinitions.get(id))) throw new RecordNotFoundError(TEXTS.definitionNotFound);
    if ((await db.sealedProducts.where('definitionId').equals(id).count()) > 0) {
      throw new InputError(TEXTS.definitionInUse);
    }
    const call = { ...callOf(API.sealedDefinitions.delete, { id }), body: null };
    await commit(db, deletion('sealedDefinitions', [id]), call, now);
  });
}
