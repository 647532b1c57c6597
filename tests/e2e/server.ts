import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXCHANGE_RATES_FIXTURE_PATH } from '../fixtures/exchangeRates/ecbFeed';
import { scaled } from '../setup/slowness';

/** As on a quiet machine, times how busy this one is (tests/setup/slowness.ts). */
export const STARTUP_LIMIT_MS = scaled(60_000);

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} at start`);
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/v1/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

export interface StartServerOptions {
  /** Another build than ./dist. */
  distDir?: string;
  /** The card database the app is told about (GET /api/v1/config): the fixture server in tests. */
  cardDbUrl?: string;
  /** A data folder to use (and remove at stop) instead of a new empty one: the catalogue bench's. */
  dataDir?: string;
}

/**
 * Starts the real server (server/main.ts, as `npm start` does) on a free port with an empty data
 * folder, optionally serving another build than ./dist. `stop` ends it and removes the data.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cardfolio-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  if (options.distDir) env.DIST_DIR = options.distDir;
  if (options.cardDbUrl) env.CARD_DB_URL = options.cardDbUrl;
  // The fixture server also serves the rates feed: tests never reach the ECB.
  if (options.cardDbUrl) env.EXCHANGE_RATES_URL = `${options.cardDbUrl}${EXCHANGE_RATES_FIXTURE_PATH}`;
  // Without a fixture the card database would be the real one, which tests never reach.
  env.CATALOGUE_INGEST = options.cardDbUrl ? 'auto' : 'off';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, pid: server.pid ?? -1, stop };
}
