import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './database';

/** A raw query's rows: both drivers answer with `rows` (PGlite's Results, node-postgres's QueryResult). */
export async function rawRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
