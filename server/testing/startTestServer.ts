import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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
  /** Defaults to a fixed test secret, so instances on one database accept each other's tokens. */
  jwtSecret?: string;
  cardDbUrl?: string;
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
    jwtSecret: options.jwtSecret ?? 'test-secret-that-is-long-enough-for-hs256',
    cardDbUrl: options.cardDbUrl ?? 'https://api.scryfall.com',
    logLevel: 'silent',
  };
  const database = await connectDatabase({ databaseUrl, dataDir: settings.dataDir });
  const app = await buildApp(settings, { database });
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
