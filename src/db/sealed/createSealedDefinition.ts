import { rowChange } from '../../domain/changeSet';
import { SealedDefinitionInput } from '../../domain/schemas';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { SealedDefinitionRow } from '../rows';
import { findSameDefinition } from './definitionLookup';
import { definitionCreateCall } from './definitionWrites';

export interface CreatedDefinition {
  definition: SealedDefinitionRow;
  /** False when the device already had a definition with this name, set and type: that one is answered. */
  created: boolean;
}

/**
 * Adds a sealed product definition (part 2 §3) and queues `POST /sealed-products/definitions`. A
 * definition is identified by lowercase name|set|type: when the device has one already, nothing is
 * written and the existing one is answered. New ones are active unless told otherwise.
 */
export async function createSealedDefinition(
  db: CardfolioDatabase,
  input: SealedDefinitionInput,
): Promise<CreatedDefinition> {
  const fields = parseInput(SealedDefinitionInput, input);
  return mutator(db, ['sealedDefinitions'], async ({ now }) => {
    const existing = await findSameDefinition(db, fields);
    if (existing) return { definition: existing, created: false };
    const definition: SealedDefinitionRow = { id: newTempId(), ...fields, createdAt: now, updatedAt: now };
    await commit(
      db,
      rowChange('sealedDefinitions', definition, 'create'),
      definitionCreateCall(definition),
      now,
    );
    return { definition, created: true };
  });
}
