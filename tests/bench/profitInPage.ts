/**
 * Bundled by the profit bench and run in a Chromium page: the Profit Tracking section's own code.
 * Times the three tabs' figures (market prices written on the copies as the section does, then
 * computeProfitReport: overview, realized rows, analysis and performers in one go) over the ledger
 * benches' collection, and the value chart's first paint of one year of daily points.
 */
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import { computeProfitReport } from '../../src/domain/profit/profitReport';
import { addDays, type ValueSnapshot } from '../../src/domain/profit/valueSnapshots';
import { buildCollectionPrices, withResolvedPrices } from '../../src/features/finance/collectionPrices';
import { createValueChart, VALUE_LINES } from '../../src/features/profit/valueChart';
import { toChartData } from '../../src/features/profit/valueChartData';
import { ledgerBenchData } from './ledgerBenchData';

export interface ProfitTimes {
  rows: string;
  realizedRows: number;
  reportMs: number[];
  /** The finance summary's own computation over the same data, for comparison. */
  financeMs: number[];
  chartMs: number[];
}

export async function runProfit(samples: number): Promise<ProfitTimes> {
  const data = ledgerBenchData();
  const prices = buildCollectionPrices(data.marketPrices);
  const reportMs: number[] = [];
  const financeMs: number[] = [];
  let realizedRows = 0;
  for (let sample = 0; sample < samples; sample++) {
    // A fresh read of the cards (new objects, as after a change), outside the timing.
    const cards = structuredClone(data.cards);
    const started = performance.now();
    const report = computeProfitReport({
      cards: withResolvedPrices(cards, prices),
      sealedProducts: data.sealedProducts,
      transactions: data.transactions,
      marketPrices: prices.index,
      now: new Date(),
    });
    reportMs.push(performance.now() - started);
    realizedRows = report.realized.rows.length;
    const again = structuredClone(data.cards);
    const financeStart = performance.now();
    computeCollectionFinance({
      cards: withResolvedPrices(again, prices),
      sealedProducts: data.sealedProducts,
      transactions: data.transactions,
      marketPrices: prices.index,
      now: new Date(),
    });
    financeMs.push(performance.now() - financeStart);
  }

  const year: ValueSnapshot[] = Array.from({ length: 365 }, (_, day) => ({
    collectionId: 'c',
    day: addDays('2025-11-27', day),
    marketValue: 100_000 + Math.sin(day / 9) * 5_000 + day * 20,
    costBasis: 90_000 + day * 15,
    source: 'device',
  }));
  const chartData = toChartData(year);
  const chartMs: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const element = document.createElement('div');
    element.style.width = '900px';
    document.body.append(element);
    const started = performance.now();
    const took = await new Promise<number>((resolve) => {
      const chart = createValueChart(
        element,
        chartData,
        VALUE_LINES,
        () => undefined,
        () => {
          resolve(performance.now() - started);
          queueMicrotask(() => chart.destroy());
        },
      );
    });
    chartMs.push(took);
    element.remove();
  }
  const rows = `${data.cards.length} cards (${data.copies} copies), ${data.sealedProducts.length} sealed, ${data.transactions.length} transactions`;
  return { rows, realizedRows, reportMs, financeMs, chartMs };
}
