import type { z } from 'zod';
import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { SealedProductInput, SealedUnitsChoice } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { SealedProductRow } from '../rows';
import { joinedFieldsOf } from './definitionWrites';

/** Add Sealed Product's step 2 (part 2 §5): how many units of which definition, and their details. */
export type SealedUnitsInput = Omit<SealedProductInput, 'quantity'> & { quantity: number };

/**
 * Part 2 §5 "Sealed add": quantity N makes N instances of one unit each, status have by default, each
 * queued as its own `POST /sealed-products` (the UI sends one create call per unit). All N are written
 * in one transaction: the collection gets every unit or none. Each depends on its collection and its
 * definition, so deleting an unsent one of those drops these creates too.
 */
export async function addSealedProducts(
  db: CardfolioDatabase,
  input: SealedUnitsInput,
): Promise<SealedProductRow[]> {
  const { quantity } = parseInput(SealedUnitsChoice, input);
  const body: z.output<typeof SealedProductInput> = parseInput(SealedProductInput, { ...input, quantity: 1 });
  return mutator(db, ['sealedProducts', 'sealedDefinitions', 'collections'], async ({ now }) => {
    if (!(await db.collections.get(body.collectionId)))
      throw new RecordNotFoundError(TEXTS.collectionNotFound);
    const definition = await db.sealedDefinitions.get(body.definitionId);
    if (!definition) throw new RecordNotFoundError(TEXTS.definitionNotFound);
    const rows: SealedProductRow[] = Array.from({ length: quantity }, () => ({
      id: newTempId(),
      ...body,
      ...joinedFieldsOf(definition),
      createdAt: now,
      updatedAt: now,
    }));
    const parentIds = [body.collectionId, body.definitionId];
    const call = { ...callOf(API.sealedProducts.create), body, parentIds };
    for (const row of rows) await commit(db, rowChange('sealedProducts', row, 'create'), call, now);
    return rows;
  });
}
