/**
 * Profit Tracking (issue 15), in Chromium: with 50,000 card copies, 5,000 sealed instances and 20,000
 * transactions, every tab's figures ≤ 100 ms (the three tabs are computed together, once per change of
 * the data, so this is also what a tab switch would cost at most: switching computes nothing), and one
 * year of daily points drawn by the chart ≤ 50 ms. The section's own modules run in a blank page
 * (tests/bench/profitInPage.ts). Prints median and p95; asserts nothing. Run with `npm run bench profit`.
 */
import { printMachineLoad, reportMedian } from './measure';
import { runInBenchPage } from './pageBundle';
import type { runProfit } from './profitInPage';

const SAMPLES = 15;

printMachineLoad();
const times = await runInBenchPage<Awaited<ReturnType<typeof runProfit>>>(
  'profitInPage.ts',
  'profitBench',
  'runProfit',
  SAMPLES,
);
console.log(`collection: ${times.rows}; ${times.realizedRows} realized rows`);
reportMedian(`three tabs' figures, one computation (${SAMPLES} runs)`, times.reportMs, 100);
reportMedian('  for comparison: the finance summary alone', times.financeMs, 100);
reportMedian(`value chart, 365 daily points to first paint (${SAMPLES})`, times.chartMs, 50);
