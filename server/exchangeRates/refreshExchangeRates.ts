import type { DbOrTx } from '../db/database';
import { parseEcbXml } from './parseEcbXml';
import { newestRatesDay, storeRatesDays } from './storedRates';

/** The ECB's daily reference rates (no key needed); EXCHANGE_RATES_URL names another feed of its format. */
export const EXCHANGE_RATES_DEFAULT_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
/** The feed changes once a working day: asked again when the last answer is this old. */
export const EXCHANGE_RATES_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 30_000;

export interface RefreshRatesOptions {
  db: DbOrTx;
  url: string;
  /** Ask even when the last answer is younger than a day. */
  force?: boolean;
  now?: () => Date;
  signal?: AbortSignal;
}

export type RefreshRatesOutcome =
  | { status: 'fresh'; day: string }
  | { status: 'done'; days: number; day: string };

/**
 * Fetches the reference-rate feed when the rates held are a day old (or none are), and stores its days.
 * A failed fetch or a feed that does not read throws and leaves the stored rates as they were.
 */
export async function refreshExchangeRates(options: RefreshRatesOptions): Promise<RefreshRatesOutcome> {
  const now = options.now ?? (() => new Date());
  const newest = await newestRatesDay(options.db);
  if (!options.force && newest && now().getTime() - newest.fetchedAt.getTime() < EXCHANGE_RATES_MAX_AGE_MS) {
    return { status: 'fresh', day: newest.day };
  }
  const signals = [AbortSignal.timeout(FETCH_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])];
  const response = await fetch(options.url, { signal: AbortSignal.any(signals) });
  if (!response.ok) throw new Error(`The exchange-rate feed answered ${response.status}`);
  const days = parseEcbXml(await response.text());
  await storeRatesDays(options.db, days, now());
  return { status: 'done', days: days.length, day: days[days.length - 1].date };
}
