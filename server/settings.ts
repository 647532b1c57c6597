import path from 'node:path';
import { CARD_DB_DEFAULT_URL } from '../src/domain/limits';
import { DEFAULT_SCRYPT_LOG_N } from './auth/passwords';
import { EXCHANGE_RATES_DEFAULT_URL } from './exchangeRates/refreshExchangeRates';

/** The server's settings, all from the environment (DESIGN.md, Server). */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  cardDbUrl: string;
  /** EXCHANGE_RATES_URL: the reference-rate feed in the ECB's XML format, fetched daily with the catalogue. */
  exchangeRatesUrl: string;
  /** Folder of the built app; the API still runs when it is missing. */
  distDir: string;
  logLevel: string;
  /**
   * TRUST_PROXY: behind a load balancer, whose X-Forwarded-For to believe (`true`, a hop count, or
   * addresses), so the per-address sign-in limit counts clients and not the proxy. Off by default.
   */
  trustProxy: boolean | number | string;
  /** scrypt cost as log2(N) for new password hashes (SCRYPT_LOG_N, 10..20, default 15). */
  scryptLogN: number;
  /**
   * CATALOGUE_INGEST: 'auto' (default) ingests the card database's bulk file at start when the
   * catalogue is older than a day and daily after; 'off' only by `npm run catalogue:ingest`.
   */
  catalogueIngest: 'auto' | 'off';
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const scryptLogN = Number(env.SCRYPT_LOG_N ?? DEFAULT_SCRYPT_LOG_N);
  if (!Number.isInteger(scryptLogN) || scryptLogN < 10 || scryptLogN > 20) {
    throw new Error(`SCRYPT_LOG_N must be a whole number from 10 to 20, got "${env.SCRYPT_LOG_N}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    cardDbUrl: (env.CARD_DB_URL || CARD_DB_DEFAULT_URL).replace(/\/+$/, ''),
    exchangeRatesUrl: readUrl('EXCHANGE_RATES_URL', env.EXCHANGE_RATES_URL || EXCHANGE_RATES_DEFAULT_URL),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    scryptLogN,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    catalogueIngest: readCatalogueIngest(env.CATALOGUE_INGEST),
  };
}

function readUrl(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  return value;
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function readCatalogueIngest(value: string | undefined): Settings['catalogueIngest'] {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'off') return 'off';
  throw new Error(`CATALOGUE_INGEST must be auto or off, got "${value}"`);
}
