import { describe, expect, it } from 'vitest';
import type { PricePoint } from '../catalogue/catalogueContract';
import { localDateIso } from '../format/dates';
import { backfillSnapshots, type HeldPrinting } from './valueBackfill';
import { addDays, dailySnapshot, snapshotsInRange, VALUE_RANGES, type ValueSnapshot } from './valueSnapshots';

const point = (day: string, usd: number | null, usdFoil: number | null = null): PricePoint => ({
  day,
  usd,
  usdFoil,
  usdEtched: null,
  eur: null,
});
const snap = (day: string, marketValue = 1): ValueSnapshot => ({
  collectionId: 'c1',
  day,
  marketValue,
  costBasis: 0,
  source: 'device',
});

describe('days and daily snapshots', () => {
  it('names the local day and moves across month and year ends', () => {
    expect(localDateIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('takes market value and cost basis from the finance record, rounded to cents', () => {
    expect(dailySnapshot('c1', '2026-11-26', { totalMarketValue: 55.004, totalPurchaseValue: 71 })).toEqual({
      collectionId: 'c1',
      day: '2026-11-26',
      marketValue: 55,
      costBasis: 71,
      source: 'device',
    });
  });

  it('keeps the range’s last days up to today, oldest first; All keeps every day', () => {
    const days = ['2026-11-26', '2026-11-19', '2026-11-20', '2025-11-26', '2025-11-27'].map((day) =>
      snap(day),
    );
    const [week, , , year, all] = VALUE_RANGES;
    expect(snapshotsInRange(days, week, '2026-11-26').map((s) => s.day)).toEqual([
      '2026-11-20',
      '2026-11-26',
    ]);
    expect(snapshotsInRange(days, year, '2026-11-26').map((s) => s.day)).toEqual([
      '2025-11-27',
      '2026-11-19',
      '2026-11-20',
      '2026-11-26',
    ]);
    expect(snapshotsInRange(days, all, '2026-11-26')).toHaveLength(5);
  });
});

describe('backfillSnapshots', () => {
  // Bolt (plain): 2 copies at $4 bought 2026-11-02, 1 copy with no date and no price.
  // Shivan (foil): 1 copy at $30 bought 2026-11-03.
  const holdings: HeldPrinting[] = [
    {
      printingId: 'bolt',
      foil: false,
      lots: [
        { quantity: 2, purchasePrice: 4, purchaseDate: '2026-11-02' },
        { quantity: 1, purchasePrice: null, purchaseDate: null },
      ],
    },
    {
      printingId: 'shivan',
      foil: true,
      lots: [{ quantity: 1, purchasePrice: 30, purchaseDate: '2026-11-03' }],
    },
    { printingId: 'unknown', foil: false, lots: [{ quantity: 5, purchasePrice: 1, purchaseDate: null }] },
  ];
  const history = {
    // A price from before the window holds until the next listed day.
    bolt: [point('2026-11-03', 6), point('2026-10-20', 5)],
    shivan: [point('2026-11-02', 20, 40)],
  };
  const run = (existing: string[] = []) =>
    backfillSnapshots({
      collectionId: 'c1',
      holdings,
      history,
      from: '2026-11-01',
      until: '2026-11-05',
      existingDays: new Set(existing),
    });

  it('values the copies held each day at the price in force, cost of the same copies beside it', () => {
    expect(run().map(({ day, marketValue, costBasis }) => ({ day, marketValue, costBasis }))).toEqual([
      // 11-01: only the undated Bolt is held, at $5; its cost is unknown.
      { day: '2026-11-01', marketValue: 5, costBasis: 0 },
      // 11-02: + 2 Bolts at $5 (cost 8).
      { day: '2026-11-02', marketValue: 15, costBasis: 8 },
      // 11-03: Bolt now $6 × 3, Shivan foil $40 (cost 30).
      { day: '2026-11-03', marketValue: 58, costBasis: 38 },
      { day: '2026-11-04', marketValue: 58, costBasis: 38 },
    ]);
    expect(run().every((snapshot) => snapshot.source === 'backfill')).toBe(true);
  });

  it('never rebuilds a day that has a snapshot, and answers none without history', () => {
    expect(run(['2026-11-02', '2026-11-04']).map((s) => s.day)).toEqual(['2026-11-01', '2026-11-03']);
    expect(
      backfillSnapshots({
        collectionId: 'c1',
        holdings,
        history: {},
        from: '2026-11-01',
        until: '2026-11-05',
        existingDays: new Set(),
      }),
    ).toEqual([]);
  });
});
