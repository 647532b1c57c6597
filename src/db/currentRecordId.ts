import type { CardfolioDatabase } from './database';

/**
 * The id a record has now. A screen may still hold the temp id of a record the server has answered
 * since (sync re-keyed it): the real id is in idMap. Read before the use case's transaction, which does
 * not cover idMap.
 */
export async function currentRecordId(db: CardfolioDatabase, id: string): Promise<string> {
  return (await db.idMap.get(id))?.realId ?? id;
}
