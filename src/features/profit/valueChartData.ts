import type { AlignedData } from 'uplot';
import type { PricePoint } from '../../domain/catalogue/catalogueContract';
import { priceByFinish } from '../../domain/catalogue/cataloguePrices';
import { formatMoney } from '../../domain/format';
import { type MarketMoney, printingPriceIn } from '../../domain/money/marketPrices';
import type { ValueSnapshot } from '../../domain/profit/valueSnapshots';

const SECONDS_PER_DAY = 86_400;

/** uPlot reads time in seconds; a day is placed at its UTC noon so no time zone moves it to another date. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T12:00:00.000Z`) / 1000;
}

/** The day a chart x value stands for, YYYY-MM-DD. */
export function dayOfSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Columns for uPlot: days, market value, cost basis (snapshots oldest first). */
export function toChartData(snapshots: readonly ValueSnapshot[]): AlignedData {
  return [
    snapshots.map((snapshot) => daySeconds(snapshot.day)),
    snapshots.map((snapshot) => snapshot.marketValue),
    snapshots.map((snapshot) => snapshot.costBasis),
  ];
}

/** A single day has no span: the x axis shows a day either side so the one point sits in the middle. */
export function dayRange(min: number, max: number): [number, number] {
  return min === max ? [min - SECONDS_PER_DAY, max + SECONDS_PER_DAY] : [min, max];
}

/** What hover or tap reads out: "2026-11-26: market value $55.00, cost basis $71.00". */
export function pointText(snapshot: Pick<ValueSnapshot, 'day' | 'marketValue' | 'costBasis'>): string {
  return `${snapshot.day}: market value ${formatMoney(snapshot.marketValue)}, cost basis ${formatMoney(snapshot.costBasis)}`;
}

/**
 * The listed days with a price for the copy's finish, oldest first: in US dollars, or with `money`, in
 * its currency, each day's price converted at that day's rates (issue 29).
 */
export function finishPrices(
  points: readonly PricePoint[],
  foil: boolean,
  money?: Omit<MarketMoney, 'priceDate'>,
): { day: string; price: number }[] {
  return points
    .flatMap((point) => {
      const price = money
        ? printingPriceIn(point, foil, { ...money, priceDate: point.day })
        : priceByFinish(point, foil);
      return price === undefined ? [] : [{ day: point.day, price }];
    })
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
