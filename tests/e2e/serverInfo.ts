import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the global setup's server listens. Written to a file rather than only to process.env
 * because Playwright evaluates the config in the runner and again in every worker; a file is
 * read the same way everywhere, and it also lets a test know the data folder.
 */
export interface ServerInfo {
  baseURL: string;
  dataDir: string;
  pid: number;
}

export const SERVER_INFO_FILE = path.resolve('.tmp', 'e2e-server.json');

export function readServerInfo(): ServerInfo {
  try {
    return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
  } catch {
    throw new Error(`No e2e server info in ${SERVER_INFO_FILE}: run the tests through playwright.config.ts`);
  }
}
