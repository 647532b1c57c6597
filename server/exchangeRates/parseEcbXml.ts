import { isCurrencyCode, mergeRates, type RatesDay } from '../../src/domain/money/exchangeRates';

/**
 * The ECB's reference-rate feed (`eurofxref-daily.xml`, and the same shape for its 90-day and
 * historical files): `<Cube time='YYYY-MM-DD'>` days, each holding `<Cube currency='USD' rate='1.0773'/>`.
 * Read with two patterns rather than an XML library: the format has been fixed since 2002, carries no
 * entities or CDATA, and the server reads nothing else from it. A day, currency or rate that does not
 * read is left out; a feed with no day at all is refused, so a broken answer never replaces good rates.
 */
// A day's rates are self-closing, so the first `</Cube>` after a day's opening closes that day.
const DAY = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>([\s\S]*?)<\/Cube>/g;
const RATE = /<Cube\s+currency=['"]([A-Za-z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g;

export class ExchangeRatesFeedError extends Error {}

export function parseEcbXml(xml: string): RatesDay[] {
  const days: RatesDay[] = [];
  for (const [, date, body] of xml.matchAll(DAY)) {
    const perEuro: Record<string, number> = {};
    for (const [, code, rateText] of body.matchAll(RATE)) {
      const currency = code.toUpperCase();
      const rate = Number(rateText);
      if (isCurrencyCode(currency) && Number.isFinite(rate) && rate > 0) perEuro[currency] = rate;
    }
    if (Object.keys(perEuro).length > 0) days.push({ date, perEuro });
  }
  if (days.length === 0) throw new ExchangeRatesFeedError('The exchange-rate feed holds no day of rates');
  return mergeRates([], days);
}
