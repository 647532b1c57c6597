import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAmount, currenciesOf, type ExchangeRates, mergeRates, ratesDayFor } from './exchangeRates';

const RATES: ExchangeRates = [
  { date: '2026-11-20', perEuro: { USD: 1.05, GBP: 0.85 } },
  { date: '2026-11-23', perEuro: { USD: 1.08, GBP: 0.86 } },
  { date: '2026-11-26', perEuro: { USD: 1.1, GBP: 0.87, JPY: 163.45 } },
];

describe('exchange rates', () => {
  it("uses the latest published day on or before an amount's date (weekends use Friday's)", () => {
    expect(ratesDayFor(RATES, '2026-11-23')?.date).toBe('2026-11-23');
    expect(ratesDayFor(RATES, '2026-11-22')?.date).toBe('2026-11-20');
    expect(ratesDayFor(RATES, '2026-12-31')?.date).toBe('2026-11-26');
    // Before the first day known, the oldest known day is the best there is.
    expect(ratesDayFor(RATES, '2020-01-01')?.date).toBe('2026-11-20');
    expect(ratesDayFor([], '2026-11-26')).toBeUndefined();
  });

  it('converts through the euro at that day: $3.47 is €3.15 at 1 EUR = 1.10 USD', () => {
    expect(convertAmount(3.47, 'USD', 'EUR', '2026-11-26', RATES)).toBeCloseTo(3.1545, 4);
    expect(convertAmount(2, 'EUR', 'USD', '2026-11-26', RATES)).toBeCloseTo(2.2, 10);
    expect(convertAmount(10, 'GBP', 'USD', '2026-11-20', RATES)).toBeCloseTo((10 / 0.85) * 1.05, 10);
    expect(convertAmount(5, 'JPY', 'JPY', '2026-11-20', RATES)).toBe(5);
  });

  it('answers nothing for a currency the rates do not carry, rather than a wrong figure', () => {
    expect(convertAmount(1, 'USD', 'CHF', '2026-11-26', RATES)).toBeUndefined();
    // JPY only arrived on the 26th: an amount dated before that has no JPY rate on its day.
    expect(convertAmount(1, 'JPY', 'EUR', '2026-11-23', RATES)).toBeUndefined();
    expect(convertAmount(1, 'USD', 'EUR', '2026-11-26', [])).toBeUndefined();
  });

  it('lists the currencies the rates can show', () => {
    expect(currenciesOf(RATES)).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
    expect(currenciesOf([])).toEqual(['EUR']);
  });

  it('merges held and received days, oldest first, a newer answer for a date replacing the old', () => {
    const merged = mergeRates(RATES, [
      { date: '2026-11-27', perEuro: { USD: 1.11 } },
      { date: '2026-11-26', perEuro: { USD: 1.12 } },
      { date: 'not a date', perEuro: { USD: 9 } },
    ]);
    expect(merged.map((day) => [day.date, day.perEuro.USD])).toEqual([
      ['2026-11-20', 1.05],
      ['2026-11-23', 1.08],
      ['2026-11-26', 1.12],
      ['2026-11-27', 1.11],
    ]);
  });

  it('a conversion and its way back lose nothing past a cent', () => {
    const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'JPY');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), currency, currency, (cents, from, to) => {
        const amount = cents / 100;
        const there = convertAmount(amount, from, to, '2026-11-26', RATES);
        const back = there === undefined ? undefined : convertAmount(there, to, from, '2026-11-26', RATES);
        expect(back).toBeDefined();
        expect(Math.round((back as number) * 100)).toBe(cents);
      }),
    );
  });
});
