import { API, callOf } from '../../domain/api';
import { deletion } from '../../domain/changeSet';
import { NOT_FOUND_TEXTS } from '../../domain/entities/notFound';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';

export const SEALED_PRODUCT_NOT_FOUND = NOT_FOUND_TEXTS.sealedProducts;

/** Removes a sealed product and queues `DELETE /sealed-products/{id}` (an unsent one leaves no call). */
export async function deleteSealedProduct(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['sealedProducts'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.sealedProducts.get(id);
    if (!row) throw new RecordNotFoundError(SEALED_PRODUCT_NOT_FOUND);
    const parentIds = [row.collectionId, row.definitionId];
    const call = { ...callOf(API.sealedProducts.delete, { id }), body: null, parentIds };
    await commit(db, deletion('sealedProducts', [id]), call, now);
  });
}
