/**
 * Reference exchange rates (DESIGN.md, "Money"): the European Central Bank publishes, each working
 * day, how many units of about thirty currencies one euro buys. The server fetches that feed daily
 * and ships the days it knows with the catalogue; the device keeps the last ones it received.
 * An amount is converted at its own day's rate: the latest published day on or before it (the ECB
 * publishes nothing on weekends and holidays, and a day not yet published uses the last one known).
 */

/** ISO 4217 code, three capital letters. */
export type CurrencyCode = string;

/** The ECB's rates are per euro: EUR itself is 1 and never listed. */
export const RATES_BASE_CURRENCY: CurrencyCode = 'EUR';

/** One published day: units of each currency that one euro buys. */
export interface RatesDay {
  /** `YYYY-MM-DD`. */
  date: string;
  perEuro: Readonly<Record<CurrencyCode, number>>;
}

/** Published days, oldest first, no two of one date. */
export type ExchangeRates = readonly RatesDay[];

const CURRENCY_CODE = /^[A-Z]{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_CODE.test(value);
}

/** Oldest first; a later answer for a date replaces an earlier one; invalid days are left out. */
export function mergeRates(held: ExchangeRates, incoming: ExchangeRates): RatesDay[] {
  const byDate = new Map<string, RatesDay>();
  for (const day of [...held, ...incoming]) {
    if (ISO_DATE.test(day.date)) byDate.set(day.date, day);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The day whose rates apply on `date`: the latest on or before it, else the oldest known. */
export function ratesDayFor(rates: ExchangeRates, date: string): RatesDay | undefined {
  if (rates.length === 0) return undefined;
  let low = 0;
  let high = rates.length - 1;
  if (date < rates[0].date) return rates[0];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (rates[middle].date <= date) low = middle;
    else high = middle - 1;
  }
  return rates[low];
}

/** Units of `currency` that one euro buys on that day; undefined where the day does not carry it. */
function perEuro(day: RatesDay, currency: CurrencyCode): number | undefined {
  if (currency === RATES_BASE_CURRENCY) return 1;
  const rate = day.perEuro[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** The currencies an amount can be shown in with these rates (the euro and every one they carry). */
export function currenciesOf(rates: ExchangeRates): CurrencyCode[] {
  const codes = new Set<CurrencyCode>([RATES_BASE_CURRENCY]);
  for (const day of rates) for (const code of Object.keys(day.perEuro)) codes.add(code);
  return [...codes].sort();
}

/**
 * `amount` of `from` in `to`, at the rates of `date`'s day; undefined when no rate is known for either
 * currency (the caller shows the amount as it is and says so). Unrounded: rounding is the display's.
 */
export function convertAmount(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  date: string,
  rates: ExchangeRates,
): number | undefined {
  if (from === to) return amount;
  const day = ratesDayFor(rates, date);
  if (!day) return undefined;
  const fromRate = perEuro(day, from);
  const toRate = perEuro(day, to);
  if (fromRate === undefined || toRate === undefined) return undefined;
  return (amount / fromRate) * toRate;
}
