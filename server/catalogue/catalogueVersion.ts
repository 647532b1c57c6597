import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { catalogueVersions } from '../db/schema';

export type CatalogueVersionRow = typeof catalogueVersions.$inferSelect;

/** The newest complete catalogue version, or undefined before the first ingest. */
export async function latestCatalogueVersion(db: DbOrTx): Promise<CatalogueVersionRow | undefined> {
  const [row] = await db.select().from(catalogueVersions).orderBy(desc(catalogueVersions.version)).limit(1);
  return row;
}
