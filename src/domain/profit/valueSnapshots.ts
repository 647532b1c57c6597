import { roundMoney } from '../finance/financeTotals';
import type { FinanceRecord } from '../schemas';

/**
 * The collection's value on one day, kept on the device (never synced): the chart of value over time
 * reads these. `device` snapshots are taken at the first open of a day; `backfill` ones are rebuilt from
 * the catalogue's price history for the days before the first.
 */
export interface ValueSnapshot {
  collectionId: string;
  /** YYYY-MM-DD, the device's local day. */
  day: string;
  marketValue: number;
  costBasis: number;
  source: 'device' | 'backfill';
}

/** `day` moved by `days` (negative goes back), calendar arithmetic in UTC so no DST hour shifts it. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's snapshot from the finance record: market value and what the held items cost. */
export function dailySnapshot(
  collectionId: string,
  day: string,
  finance: Pick<FinanceRecord, 'totalMarketValue' | 'totalPurchaseValue'>,
): ValueSnapshot {
  return {
    collectionId,
    day,
    marketValue: roundMoney(finance.totalMarketValue),
    costBasis: roundMoney(finance.totalPurchaseValue),
    source: 'device',
  };
}

/** The chart's spans (the 7 days, 30 days, 90 days, 1 year, all). */
export const VALUE_RANGES = [
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: '1y', label: '1 year', days: 365 },
  { id: 'all', label: 'All', days: null },
] as const;
export type ValueRange = (typeof VALUE_RANGES)[number];
export type ValueRangeId = ValueRange['id'];

/** The snapshots of the last `range.days` days up to `today` (all of them for "All"), oldest first. */
export function snapshotsInRange(
  snapshots: readonly ValueSnapshot[],
  range: ValueRange,
  today: string,
): ValueSnapshot[] {
  const from = range.days === null ? '' : addDays(today, 1 - range.days);
  return snapshots.filter((snapshot) => snapshot.day >= from && snapshot.day <= today).sort(byDay);
}

export function byDay(a: ValueSnapshot, b: ValueSnapshot): number {
  return a.day < b.day ? -1 : a.day > b.day ? 1 : 0;
}
