import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import { ensurePgliteCluster, openPglite } from './pgliteClient';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number; it only has to differ from the per-user write locks (which are hashes). */
const MIGRATION_LOCK_ID = 7_300_411;

export interface ConnectOptions {
  /** node-postgres when set. */
  databaseUrl?: string;
  /** PGlite's data folder (created when missing); `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests: 10x faster). */
  pgliteTemplate?: Blob;
}

/** Opens the database named by the settings and brings its schema up to date. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.poolSize)
    : connectPglite(options.dataDir, options.pgliteTemplate);
}

async function connectPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const folder = inMemory ? undefined : path.join(dataDir, 'pglite');
  if (folder) {
    mkdirSync(folder, { recursive: true });
    if (!template) await ensurePgliteCluster(folder);
  }
  const client = openPglite(folder, template);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function connectPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection dropped by the server emits 'error'; unhandled, it would end the process.
  // The pool replaces the connection, and a query on a broken one fails (and is answered) on its own.
  pool.on('error', () => undefined);
  // Several instances may start at once against one database: only one migrates at a time.
  const client = await pool.connect();
  try {
    const lockDb = drizzleNodePg({ client, schema });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrateNodePg(lockDb, { migrationsFolder });
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    client.release();
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
