import { TEMP_ID_PREFIX } from '../domain/limits';
import type { CardfolioDatabase } from './database';

/** The id of a record made on the device until the server answers its create (DESIGN.md, Ids). */
export function newTempId(): string {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

/** The Idempotency-Key of one mutation. */
export function newMutationId(): string {
  return crypto.randomUUID();
}

/**
 * The id a record has now. A screen may still hold the temp id of a record the server has answered
 * since (sync re-keyed it): the real id is in idMap. Read before a use case's transaction, which does
 * not cover idMap.
 */
export async function currentRecordId(db: CardfolioDatabase, id: string): Promise<string> {
  return (await db.idMap.get(id))?.realId ?? id;
}
