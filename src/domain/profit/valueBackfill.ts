import { isKnownPurchasePrice } from '../cards/totals';
import type { PriceHistoryAnswer, PricePoint } from '../catalogue/catalogueContract';
import { priceByFinish } from '../catalogue/cataloguePrices';
import { roundMoney } from '../finance/financeTotals';
import type { ConditionQuantity } from '../schemas';
import { addDays, type ValueSnapshot } from './valueSnapshots';

/** Copies of one printing and finish the collection holds, by lot (as the card's condition rows). */
export interface HeldPrinting {
  printingId: string;
  foil: boolean;
  lots: readonly Pick<ConditionQuantity, 'quantity' | 'purchasePrice' | 'purchaseDate'>[];
}

export interface BackfillInput {
  collectionId: string;
  holdings: readonly HeldPrinting[];
  history: PriceHistoryAnswer;
  /** The first day to rebuild (the history asked for starts there; a price in force before it holds). */
  from: string;
  /** The first day NOT to rebuild: the oldest snapshot the device took (or today). */
  until: string;
  /** Days that already have a snapshot: never overwritten. */
  existingDays: ReadonlySet<string>;
}

/**
 * Snapshots for the days before the device's first, rebuilt from the catalogue's price history of the
 * printings held. A day counts the copies bought by then (a copy without a purchase date counts from the
 * start) at the price in force that day (a price holds until the next listed day); market value and cost
 * basis both cover only copies whose printing has a price that day, so the two lines compare like with
 * like. Cards the catalogue does not know are left out of these days. Days before any price: none.
 */
export function backfillSnapshots(input: BackfillInput): ValueSnapshot[] {
  const series = input.holdings
    .map((holding) => ({ holding, points: sortedPoints(input.history[holding.printingId]) }))
    .filter(({ points }) => points.length > 0);
  if (series.length === 0) return [];
  // ISO days sort as strings: rebuild from the first priced day, or from `from` if that is later.
  const earliest = series.map(({ points }) => points[0].day).sort()[0];
  let day = [earliest, input.from].sort()[1];
  const cursors = series.map(() => -1);
  const snapshots: ValueSnapshot[] = [];
  for (; day < input.until; day = addDays(day, 1)) {
    let marketValue = 0;
    let costBasis = 0;
    let priced = false;
    series.forEach(({ holding, points }, index) => {
      let cursor = cursors[index];
      while (cursor + 1 < points.length && points[cursor + 1].day <= day) cursor += 1;
      cursors[index] = cursor;
      const price = cursor < 0 ? undefined : priceByFinish(points[cursor], holding.foil);
      if (price === undefined) return;
      for (const lot of holding.lots) {
        if (lot.purchaseDate !== null && lot.purchaseDate.slice(0, 10) > day) continue;
        priced = true;
        marketValue += price * lot.quantity;
        if (isKnownPurchasePrice(lot.purchasePrice)) costBasis += lot.purchasePrice * lot.quantity;
      }
    });
    if (!priced || input.existingDays.has(day)) continue;
    snapshots.push({
      collectionId: input.collectionId,
      day,
      marketValue: roundMoney(marketValue),
      costBasis: roundMoney(costBasis),
      source: 'backfill',
    });
  }
  return snapshots;
}

function sortedPoints(points: readonly PricePoint[] | undefined): PricePoint[] {
  return points ? [...points].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)) : [];
}
