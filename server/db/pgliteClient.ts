import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, which serves one small installation in the
 * server's own process. PostgreSQL's default 128 MB of shared buffers is memory the process holds
 * from its start; 16 MB keeps a 100,000-printing catalogue ingest under 400 MB of RSS (issue 12,
 * `npm run bench catalogue`), and the operating system's file cache still holds the data files.
 * A larger installation sets DATABASE_URL to a PostgreSQL server of its own.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
} as const;

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** A PGlite client on `folder` (undefined: in memory) with the settings above. */
export function openPglite(folder: string | undefined, template?: Blob): PGlite {
  return new PGlite({ dataDir: folder, loadDataDir: template, startParams });
}

const clusterCreator = fileURLToPath(new URL('./createPgliteCluster.ts', import.meta.url));

/**
 * Creates the cluster in `folder` in a child process when the folder holds none yet, so the server
 * never keeps initdb's memory (see createPgliteCluster.ts). The child runs TypeScript through tsx, as
 * the server does.
 */
export async function ensurePgliteCluster(folder: string): Promise<void> {
  if (existsSync(path.join(folder, 'PG_VERSION'))) return;
  const child = fork(clusterCreator, [folder], { stdio: 'inherit', execArgv: ['--import', 'tsx'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${folder} failed (exit code ${code})`);
}
