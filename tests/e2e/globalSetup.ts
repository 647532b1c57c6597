import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from './server';
import { SERVER_INFO_FILE, type ServerInfo } from './serverInfo';

/**
 * Builds the app if stale and starts the real server for the whole run; tests find it through
 * SERVER_INFO_FILE. Returns the teardown, which stops the server and removes its data.
 */
export default async function globalSetup() {
  await buildIfStale({ log: (message) => console.log(`[e2e] ${message}`) });
  const server = await startServer();

  const info: ServerInfo = { baseURL: server.baseURL, dataDir: server.dataDir, pid: server.pid };
  mkdirSync(path.dirname(SERVER_INFO_FILE), { recursive: true });
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));

  return async () => {
    await server.stop();
    rmSync(SERVER_INFO_FILE, { force: true });
  };
}
