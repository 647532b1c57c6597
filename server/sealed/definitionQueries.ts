import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TEXTS } from '../../src/domain/texts';
import type { DbOrTx } from '../db/database';
import { sealedDefinitions } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';

export const DEFINITION_NOT_FOUND = TEXTS.definitionNotFound;
export const DUPLICATE_DEFINITION = TEXTS.definitionExists;

export type DefinitionRow = typeof sealedDefinitions.$inferSelect;

export async function findOwnedDefinition(db: DbOrTx, userId: string, id: string): Promise<DefinitionRow> {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(sealedDefinitions)
        .where(and(eq(sealedDefinitions.userId, userId), eq(sealedDefinitions.id, id)))
    : [];
  if (!row) throw new StatusError(404, DEFINITION_NOT_FOUND);
  return row;
}

/** By name as the admin table sorts by default, then set and type. */
export function listDefinitions(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(sealedDefinitions)
    .where(eq(sealedDefinitions.userId, userId))
    .orderBy(
      asc(sql`lower(${sealedDefinitions.name})`),
      asc(sql`lower(${sealedDefinitions.set})`),
      asc(sealedDefinitions.type),
      asc(sealedDefinitions.id),
    );
}

export interface DefinitionIdentity {
  name: string;
  set: string;
  type: string;
}

/** Another definition of the user with the same lowercase name|set|type (part 2 §3), if any. */
export async function findSameDefinition(
  db: DbOrTx,
  userId: string,
  identity: DefinitionIdentity,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: sealedDefinitions.id })
    .from(sealedDefinitions)
    .where(
      and(
        eq(sealedDefinitions.userId, userId),
        sql`lower(${sealedDefinitions.name}) = lower(${identity.name})`,
        sql`lower(${sealedDefinitions.set}) = lower(${identity.set})`,
        sql`lower(${sealedDefinitions.type}) = lower(${identity.type})`,
        exceptId ? ne(sealedDefinitions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
