import path from 'node:path';
import { CARD_DB_DEFAULT_URL } from '../src/domain/limits';

/** The server's settings, all from the environment (DESIGN.md, Server). */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  cardDbUrl: string;
  /** Folder of the built app; the API still runs when it is missing. */
  distDir: string;
  logLevel: string;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    cardDbUrl: (env.CARD_DB_URL || CARD_DB_DEFAULT_URL).replace(/\/+$/, ''),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
