import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { EXCHANGE_RATES_FIXTURE_PATH } from '../../tests/fixtures/exchangeRates/ecbFeed';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import type { Database } from '../db/database';
import { readSettings } from '../settings';
import { type PostgresCluster, startPostgresCluster } from './postgresCluster';

export type Backend = 'pglite' | 'postgres';

export interface TestServer {
  baseUrl: string;
  /** `${baseUrl}/api/v1` */
  apiUrl: string;
  app: FastifyInstance;
  database: Database;
  /** Set on PostgreSQL: start a second instance on the same database with it. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  backend: Backend;
  /** PostgreSQL only: join this database instead of creating a fresh one (two instances, one state). */
  databaseUrl?: string;
  /** Defaults to a fixed test secret; `null` lets the server generate and keep one as in production. */
  jwtSecret?: string | null;
  cardDbUrl?: string;
  /** The rates feed; by default the card-database fixture's (unreachable without one, never the ECB). */
  exchangeRatesUrl?: string;
  /** 'off' unless a test asks: the default card database is the real one, which tests never reach. */
  catalogueIngest?: 'auto' | 'off';
  /** Log lines at level info go here; without it the server logs nothing. */
  logStream?: { write(line: string): void };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite cluster, made once and kept in the temp folder under a name that changes
 * with the migrations, so test processes after the first skip PGlite's slow initdb (~5 s → ~0.5 s).
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const journal = readFileSync(
      fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url)),
    );
    const hash = createHash('sha256').update(journal).digest('hex').slice(0, 16);
    const file = path.join(tmpdir(), `cardfolio-pglite-template-${hash}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const { db, close } = await connectDatabase({ dataDir: 'memory://' });
    const dump = await (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await close();
    // Written aside and renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

let cluster: PostgresCluster | undefined;
let clusterUsers = 0;

function releaseCluster() {
  clusterUsers -= 1;
  if (clusterUsers === 0) {
    cluster?.stop();
    cluster = undefined;
  }
}

/** One cluster per test process, shared by its servers (each gets its own database), stopped with the last. */
async function databaseOnCluster(): Promise<{ url: string; release(): void }> {
  cluster ??= await startPostgresCluster();
  clusterUsers += 1;
  const name = `cardfolio_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: cluster.url(name), release: releaseCluster };
}

/**
 * A real server listening on a free port, on an in-memory PGlite or on a fresh database of a
 * throw-away PostgreSQL cluster. Used by the server's tests, the sync integration tests and benches.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  let databaseUrl: string | undefined;
  let release = () => {};
  if (options.backend === 'postgres') {
    if (options.databaseUrl) {
      databaseUrl = options.databaseUrl;
      if (cluster) {
        clusterUsers += 1;
        release = releaseCluster;
      }
    } else {
      const created = await databaseOnCluster();
      databaseUrl = created.url;
      release = created.release;
    }
  }
  const settings = {
    ...readSettings({}),
    dataDir: 'memory://',
    databaseUrl,
    jwtSecret:
      options.jwtSecret === null
        ? undefined
        : (options.jwtSecret ?? 'test-secret-that-is-long-enough-for-hs256'),
    cardDbUrl: options.cardDbUrl ?? 'https://api.scryfall.com',
    exchangeRatesUrl:
      options.exchangeRatesUrl ??
      `${options.cardDbUrl ?? 'http://127.0.0.1:9'}${EXCHANGE_RATES_FIXTURE_PATH}`,
    catalogueIngest: options.catalogueIngest ?? 'off',
    logLevel: options.logStream ? 'info' : 'silent',
    // The cheapest cost allowed: tests sign in hundreds of times; production keeps the default.
    scryptLogN: 10,
  };
  const database = await connectDatabase({
    databaseUrl,
    dataDir: settings.dataDir,
    pgliteTemplate: databaseUrl ? undefined : await migratedPgliteTemplate(),
  });
  const app = await buildApp(settings, { database, logStream: options.logStream });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    apiUrl: `${address}/api/v1`,
    app,
    database,
    databaseUrl,
    async stop() {
      await app.close();
      await database.close();
      release();
    },
  };
}
