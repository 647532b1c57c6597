/** The User Timing entry the finance summary's computation is recorded under (read by the bench). */
export const FINANCE_MEASURE = 'cardfolio:finance-summary';

/**
 * Runs the computation and records its duration as a performance measure: visible in the browser's
 * performance panel and readable by tests/bench/cardsView.bench.ts, at the cost of two clock reads.
 */
export function computeFinanceTimed<T>(compute: () => T): T {
  const start = performance.now();
  const result = compute();
  // Only the latest is kept: the summary is computed again after every change of its inputs.
  performance.clearMeasures(FINANCE_MEASURE);
  performance.measure(FINANCE_MEASURE, { start, end: performance.now() });
  return result;
}
