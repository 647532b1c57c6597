import type { CardfolioDatabase } from './database';

/**
 * The id a record has now. A screen may still hold the temp id of a record the server has answered
 * since (sync re-keyed it): the real id is in idMap. Read it inside the use case's transaction (mutator's
 * scope holds idMap, and the sync re-keys rows and idMap in one transaction): read before it, a re-key
 * landing in between would make the record "not found" (a card edited as the sync answers its create).
 */
export async function currentRecordId(db: CardfolioDatabase, id: string): Promise<string> {
  return (await db.idMap.get(id))?.realId ?? id;
}

/** The same for many ids in one read of idMap (Move to… of 1,000 copies), inside the same transaction. */
export async function currentRecordIds(db: CardfolioDatabase, ids: readonly string[]): Promise<string[]> {
  const answered = await db.idMap.bulkGet([...ids]);
  return ids.map((id, index) => answered[index]?.realId ?? id);
}
