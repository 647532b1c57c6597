import type { SealedDefinitionInput } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { createSealedDefinition } from '../sealed/createSealedDefinition';

/** A Foundations booster box definition made on the device (temp id, its create queued). */
export async function boosterBox(db: CardfolioDatabase, overrides: Partial<SealedDefinitionInput> = {}) {
  const { definition } = await createSealedDefinition(db, {
    name: 'Foundations Play Booster Box',
    set: 'Foundations',
    type: 'Booster Box',
    ...overrides,
  });
  return definition;
}
