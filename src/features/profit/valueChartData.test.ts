import { describe, expect, it } from 'vitest';
import { dayOfSeconds, dayRange, daySeconds, finishPrices, pointText, toChartData } from './valueChartData';

describe('value chart data', () => {
  it('places each day at its UTC noon and reads it back as the same date', () => {
    expect(dayOfSeconds(daySeconds('2026-03-29'))).toBe('2026-03-29');
    const snapshot = { collectionId: 'c', source: 'device' as const };
    expect(
      toChartData([
        { ...snapshot, day: '2026-11-25', marketValue: 10, costBasis: 8 },
        { ...snapshot, day: '2026-11-26', marketValue: 12, costBasis: 8 },
      ]),
    ).toEqual([
      [daySeconds('2026-11-25'), daySeconds('2026-11-26')],
      [10, 12],
      [8, 8],
    ]);
  });

  it('gives one day a span of a day either side, and reads a point out in dollars', () => {
    const noon = daySeconds('2026-11-26');
    expect(dayRange(noon, noon)).toEqual([noon - 86_400, noon + 86_400]);
    expect(dayRange(1, 5)).toEqual([1, 5]);
    expect(pointText({ day: '2026-11-26', marketValue: 55, costBasis: 1234.5 })).toBe(
      '2026-11-26: market value $55.00, cost basis $1,234.50',
    );
  });

  it('reads a printing’s history for the copy’s finish, oldest first, skipping days without that price', () => {
    const point = (
      day: string,
      usd: number | null,
      usdFoil: number | null,
      usdEtched: number | null = null,
    ) => ({
      day,
      usd,
      usdFoil,
      usdEtched,
      eur: null,
    });
    const history = [
      point('2026-11-03', 2, null, 9),
      point('2026-11-01', 1, 5),
      point('2026-11-02', null, null),
    ];
    expect(finishPrices(history, false)).toEqual([
      { day: '2026-11-01', price: 1 },
      { day: '2026-11-03', price: 2 },
    ]);
    // A foil reads the foil price, else the etched one.
    expect(finishPrices(history, true)).toEqual([
      { day: '2026-11-01', price: 5 },
      { day: '2026-11-03', price: 9 },
    ]);
    // In another display currency each day's price converts at that day's rates.
    const rates = [
      { date: '2026-11-01', perEuro: { USD: 1.25 } },
      { date: '2026-11-03', perEuro: { USD: 1 } },
    ];
    expect(finishPrices(history, false, { currency: 'EUR', rates })).toEqual([
      { day: '2026-11-01', price: 0.8 },
      { day: '2026-11-03', price: 2 },
    ]);
  });
});
