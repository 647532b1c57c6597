import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SealedDefinitionInput } from '../../src/domain/schemas';
import { TEXTS } from '../../src/domain/texts';
import type { Tx } from '../db/database';
import { sealedDefinitions, sealedProducts } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { recordDeletions, touched } from '../write/revisions';
import { DUPLICATE_DEFINITION, findOwnedDefinition, findSameDefinition } from './definitionQueries';

export type DefinitionFields = z.output<typeof SealedDefinitionInput>;

export const DEFINITION_IN_USE = TEXTS.definitionInUse;

/** ON CONFLICT on the lowercase identity index: two racing creates cannot both get in. */
export async function createDefinition(tx: Tx, userId: string, input: DefinitionFields) {
  const [row] = await tx
    .insert(sealedDefinitions)
    .values({ ...input, userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new StatusError(409, DUPLICATE_DEFINITION);
  return row;
}

/** The fields a sealed product answers joined from its definition. */
const JOINED_FIELDS = ['name', 'set', 'type', 'releaseDate', 'imageUrl'] as const;

/**
 * Partial. Instances carry their definition's name, set, type, release date and image, so when one of
 * those changes every instance takes a new revision too, and devices pull them with the new values.
 */
export async function updateDefinition(tx: Tx, userId: string, id: string, input: Partial<DefinitionFields>) {
  const current = await findOwnedDefinition(tx, userId, id);
  const next = { ...current, ...input };
  if (await findSameDefinition(tx, userId, next, id)) throw new StatusError(409, DUPLICATE_DEFINITION);
  const [row] = await tx
    .update(sealedDefinitions)
    .set({ ...input, ...touched() })
    .where(and(eq(sealedDefinitions.userId, userId), eq(sealedDefinitions.id, id)))
    .returning();
  if (JOINED_FIELDS.some((field) => input[field] !== undefined && input[field] !== current[field])) {
    await tx
      .update(sealedProducts)
      .set(touched())
      .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.definitionId, id)));
  }
  return row;
}

/** Refused while sealed products point at it: deleting them silently would lose collection data. */
export async function deleteDefinition(tx: Tx, userId: string, id: string): Promise<void> {
  await findOwnedDefinition(tx, userId, id);
  const [used] = await tx
    .select({ id: sealedProducts.id })
    .from(sealedProducts)
    .where(and(eq(sealedProducts.userId, userId), eq(sealedProducts.definitionId, id)))
    .limit(1);
  if (used) throw new StatusError(409, DEFINITION_IN_USE);
  await tx
    .delete(sealedDefinitions)
    .where(and(eq(sealedDefinitions.userId, userId), eq(sealedDefinitions.id, id)));
  await recordDeletions(tx, userId, 'sealedDefinitions', [id]);
}

/**
 * Inserts `batchSize` definitions a statement. A definition whose lowercase name|set|type the user
 * already has (or that came earlier in the same restore) is skipped, not an error: restoring a backup
 * twice restores nothing the second time.
 */
export async function bulkRestoreDefinitions(
  tx: Tx,
  userId: string,
  definitions: DefinitionFields[],
  batchSize: number,
) {
  let restoredCount = 0;
  for (let start = 0; start < definitions.length; start += batchSize) {
    const batch = definitions.slice(start, start + batchSize).map((input) => ({ ...input, userId }));
    const inserted = await tx
      .insert(sealedDefinitions)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: sealedDefinitions.id });
    restoredCount += inserted.length;
  }
  return { restoredCount, skippedCount: definitions.length - restoredCount };
}
