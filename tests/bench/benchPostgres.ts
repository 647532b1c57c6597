import pg from 'pg';
import { connectDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { postgresBinariesAvailable, startPostgresCluster } from '../../server/testing/postgresCluster';

/** Runs `bench` on a fresh database of a throw-away local PostgreSQL (fsync off); says so when it is missing. */
export async function onThrowAwayPostgres(bench: (database: Database) => Promise<void>): Promise<void> {
  if (!postgresBinariesAvailable()) {
    console.log('\nPostgreSQL: server binaries missing, skipped');
    return;
  }
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const postgres = await connectDatabase({ databaseUrl: cluster.url('bench'), dataDir: 'memory://' });
    await bench(postgres);
    await postgres.close();
  } finally {
    cluster.stop();
  }
}
