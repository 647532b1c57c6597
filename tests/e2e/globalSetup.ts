import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startCardDbFixtureServer } from '../fixtures/cardDb/cardDbFixtureServer';
import { type RunningServer, startServer } from './server';
import { SERVER_INFO_FILE, type ServerInfo } from './serverInfo';

/**
 * Builds the app if stale and starts the real server for the whole run, pointed at the card-database
 * fixture server (CARD_DB_URL), so no test reaches Scryfall; tests find the server through
 * SERVER_INFO_FILE. Returns the teardown, which stops both and removes the server's data.
 */
export default async function globalSetup() {
  await buildIfStale({ log: (message) => console.log(`[e2e] ${message}`) });
  const cardDb = await startCardDbFixtureServer();
  let server: RunningServer;
  try {
    server = await startServer({ cardDbUrl: cardDb.url });
  } catch (error) {
    await cardDb.close();
    throw error;
  }

  const info: ServerInfo = { baseURL: server.baseURL, dataDir: server.dataDir, pid: server.pid };
  mkdirSync(path.dirname(SERVER_INFO_FILE), { recursive: true });
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));

  return async () => {
    await server.stop();
    await cardDb.close();
    rmSync(SERVER_INFO_FILE, { force: true });
  };
}
