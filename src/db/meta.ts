import type { CardfolioDatabase } from './database';

/** The device-local settings and sync state kept in the meta table, by key. */
export interface MetaValues {
  currentCollectionId: string | null;
  /** `since` of the next pull (GET /sync/changes). */
  syncCursor: number;
  /** ISO time of the last pull or push that reached the server. */
  lastSyncAt: string | null;
  /**
   * When this database was set up on the device. Its absence under a remembered marker means the
   * browser cleared the database (src/db/eviction).
   */
  initialisedAt: string;
}

export async function readMeta<K extends keyof MetaValues>(
  db: CardfolioDatabase,
  key: K,
): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function writeMeta<K extends keyof MetaValues>(
  db: CardfolioDatabase,
  key: K,
  value: MetaValues[K],
): Promise<void> {
  await db.meta.put({ key, value });
}
