import { SealedDefinitionUpdate } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import type { SealedDefinitionRow } from '../rows';
import { writeDefinitionChange } from './definitionWrites';

/**
 * Edit Product Definition and Activate / Deactivate (part 2 §2): changes a definition and queues a
 * partial `PUT /sealed-products/definitions/{id}` with what changed (see writeDefinitionChange).
 */
export async function editSealedDefinition(
  db: CardfolioDatabase,
  givenId: string,
  patch: SealedDefinitionUpdate,
): Promise<SealedDefinitionRow> {
  const parsed = parseInput(SealedDefinitionUpdate, patch) as Partial<SealedDefinitionRow>;
  return mutator(db, ['sealedDefinitions', 'sealedProducts'], async (mutation) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.sealedDefinitions.get(id);
    if (!row) throw new RecordNotFoundError(TEXTS.definitionNotFound);
    return writeDefinitionChange(mutation, row, parsed);
  });
}
