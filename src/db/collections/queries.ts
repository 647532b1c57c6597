import type { CardfolioDatabase } from '../database';
import type { CollectionRow } from '../rows';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every collection, ordered by name as a collector reads it (case-insensitive, numbers in order). */
export async function listCollections(db: CardfolioDatabase): Promise<CollectionRow[]> {
  const rows = await db.collections.toArray();
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.createdAt.localeCompare(b.createdAt));
}

export function getCollection(db: CardfolioDatabase, id: string): Promise<CollectionRow | undefined> {
  return db.collections.get(id);
}

/** The default collection, else the first by name: the one a fresh session starts on. */
export function preferredCollection(rows: readonly CollectionRow[]): CollectionRow | undefined {
  return rows.find((row) => row.isDefault) ?? rows[0];
}
