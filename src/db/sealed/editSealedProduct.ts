import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { SealedDefinitionInput, type SealedEditValues, SealedProductUpdate } from '../../domain/schemas';
import { isSameDefinition } from '../../domain/sealed/definitionKey';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { SealedDefinitionRow, SealedProductRow } from '../rows';
import { findSameDefinition } from './definitionLookup';
import {
  changedFields,
  definitionCreateCall,
  joinedFieldsOf,
  writeDefinitionChange,
} from './definitionWrites';
import { SEALED_PRODUCT_NOT_FOUND } from './deleteSealedProduct';

/** Release date and image as the user changed them: applied to the product's definition. */
function editedDefinitionFields(
  row: SealedProductRow,
  values: SealedEditValues,
): Partial<SealedDefinitionRow> {
  return changedFields(
    { releaseDate: row.releaseDate, imageUrl: row.imageUrl },
    { releaseDate: values.releaseDate, imageUrl: values.imageUrl },
  );
}

/**
 * Edit Sealed Product (part 2 §2, §5): the product (and, where name, set, type, release date or image
 * changed, its definition) written with their calls in one transaction. The product's call is a
 * partial `PUT /sealed-products/{id}` with what changed.
 */
export async function editSealedProduct(
  db: CardfolioDatabase,
  givenId: string,
  values: SealedEditValues,
): Promise<SealedProductRow> {
  const { quantity, condition, status, purchasePrice, purchaseDate, notes } = values;
  const instance = parseInput(SealedProductUpdate, {
    quantity,
    condition,
    status,
    purchasePrice,
    purchaseDate,
    notes,
  });
  return mutator(db, ['sealedProducts', 'sealedDefinitions'], async (mutation) => {
    const id = await currentRecordId(db, givenId);
    const { now } = mutation;
    const row = await db.sealedProducts.get(id);
    if (!row) throw new RecordNotFoundError(SEALED_PRODUCT_NOT_FOUND);
    // Name, set and type are the definition's identity: a product given another name|set|type moves
    // to the definition that has them, made (active) when the device has none.
    const current = await db.sealedDefinitions.get(row.definitionId);
    let target = isSameDefinition(row, values) ? current : await findSameDefinition(db, values);
    if (!target) {
      target = {
        id: newTempId(),
        ...parseInput(SealedDefinitionInput, {
          ...values,
          description: current?.description ?? '',
          isActive: true,
        }),
        createdAt: now,
        updatedAt: now,
      };
      await commit(db, rowChange('sealedDefinitions', target, 'create'), definitionCreateCall(target), now);
    }
    const body = changedFields<SealedProductUpdate>(row, { ...instance, definitionId: target.id });
    const next = {
      ...row,
      ...body,
      ...joinedFieldsOf(target),
      updatedAt: Object.keys(body).length > 0 ? now : row.updatedAt,
    } as SealedProductRow;
    const call = {
      ...callOf(API.sealedProducts.update, { id }),
      body,
      parentIds: [row.collectionId, target.id],
    };
    // With nothing of the product's own changed, the joined fields alone are stored: no call.
    const changes = rowChange('sealedProducts', next, 'update');
    await commit(db, Object.keys(body).length > 0 ? changes : { ...changes, records: [] }, call, now);
    // Release date and image are the definition's: what the user changed in them goes to it, for every
    // unit. Last, and only when there is something: Dexie loses the transaction when work continues
    // after a nested async helper (PrematureCommitError).
    const edited = editedDefinitionFields(row, values);
    if (Object.keys(edited).length === 0) return next;
    await writeDefinitionChange(mutation, target, edited);
    return { ...next, ...edited };
  });
}
