import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const initdb = path.join(BIN_DIR, 'initdb');
const pgCtl = path.join(BIN_DIR, 'pg_ctl');

export function postgresBinariesAvailable(): boolean {
  return existsSync(initdb) && existsSync(pgCtl);
}

export const POSTGRES_MISSING = `PostgreSQL server binaries not found in ${BIN_DIR}: the PostgreSQL half of the server suite is skipped.`;

export interface PostgresCluster {
  /** Connection URL of a database on this cluster (`postgres` unless named). */
  url(database?: string): string;
  stop(): void;
}

/**
 * initdb refuses to run as root; as root the cluster runs as the `postgres` user (else `nobody`)
 * through runuser, in a temp folder that user owns. As anyone else it runs as that user.
 */
function runAs(): string[] {
  if (process.getuid?.() !== 0) return [];
  for (const user of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', user]).status === 0) return ['runuser', '-u', user, '--'];
  }
  throw new Error('Running as root and no postgres or nobody user to start PostgreSQL as');
}

function run(command: string[]) {
  const [file, ...args] = command;
  execFileSync(file as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A throw-away cluster in a temp folder on a free port, fast and unsafe (no fsync): tests only. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const prefix = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'cardfolio-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  run([
    ...prefix,
    initdb,
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run([...prefix, pgCtl, '-D', dataDir, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const [file, ...args] = [...prefix, pgCtl, '-D', dataDir, '-m', 'immediate', 'stop'];
    spawnSync(file as string, args, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without its afterAll must not leave a server running.
  process.once('exit', stop);
  return { url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}
