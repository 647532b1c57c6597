/**
 * Profit Tracking (issue 15), in Chromium: with 50,000 card copies, 5,000 sealed instances and 20,000
 * transactions, every tab's figures ≤ 100 ms (the three tabs are computed together, once per change of
 * the data, so this is also what a tab switch would cost at most: switching computes nothing), and one
 * year of daily points drawn by the chart ≤ 50 ms. The section's own modules run in a blank page
 * (tests/bench/profitInPage.ts). Prints median and p95; asserts nothing. Run with `npm run bench profit`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { ms, percentile } from './cardsViewBrowser';
import { printMachineLoad } from './measure';
import { bundleForPage } from './pageBundle';
import type { runProfit } from './profitInPage';

const SAMPLES = 15;

function report(label: string, values: number[], goal: number) {
  const p50 = percentile(values, 0.5);
  const p95 = percentile(values, 0.95);
  console.log(
    `${label.padEnd(52)} median ${ms(p50)}, p95 ${ms(p95)}  goal ≤ ${goal} ms: ${p50 <= goal ? 'met' : 'MISSED'} (median)`,
  );
}

printMachineLoad();
const script = await bundleForPage('profitInPage.ts', 'profitBench');
const origin = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>profit bench</title><body></body>');
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(origin.address() as AddressInfo).port}/`);
  await page.addScriptTag({ content: script });
  const times = await page.evaluate(
    (samples) =>
      (window as unknown as { profitBench: { runProfit: typeof runProfit } }).profitBench.runProfit(samples),
    SAMPLES,
  );
  console.log(`collection: ${times.rows}; ${times.realizedRows} realized rows`);
  report(`three tabs' figures, one computation (${SAMPLES} runs)`, times.reportMs, 100);
  report('  for comparison: the finance summary alone', times.financeMs, 100);
  report(`value chart, 365 daily points to first paint (${SAMPLES})`, times.chartMs, 50);
} finally {
  await browser.close();
  origin.close();
}
