import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { SERVER_INFO_FILE, type ServerInfo } from './serverInfo';

const STARTUP_LIMIT_MS = 60_000;

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
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/v1/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

/**
 * Builds the app if stale and starts the real server (server/main.ts, as `npm start` does) on a
 * free port with an empty data folder. Returns the teardown, which stops it and removes the data.
 */
export default async function globalSetup() {
  await buildIfStale({ log: (message) => console.log(`[e2e] ${message}`) });

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

  const info: ServerInfo = { baseURL, dataDir, pid: server.pid ?? -1 };
  mkdirSync(path.dirname(SERVER_INFO_FILE), { recursive: true });
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));

  return async () => {
    await stop();
    rmSync(SERVER_INFO_FILE, { force: true });
  };
}
