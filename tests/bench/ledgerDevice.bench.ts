/**
 * The ledger on the device, in Chromium on real IndexedDB (issue: transactions ledger): with 50,000
 * card copies, 5,000 sealed instances and 20,000 transactions stored, saving a 10-line sale ≤ 50 ms
 * and the finance summary (read + compute) ≤ 100 ms. The device's own modules run in a blank page of
 * a local origin (tests/bench/ledgerDeviceInPage.ts). Prints median and p95; asserts nothing. Run
 * with `npm run bench ledgerDevice`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { ms, percentile } from './cardsViewBrowser';
import type { runLedgerDevice } from './ledgerDeviceInPage';
import { printMachineLoad } from './measure';
import { bundleForPage } from './pageBundle';

const SAMPLES = 20;

function report(label: string, values: number[], goal: number) {
  const p50 = percentile(values, 0.5);
  const p95 = percentile(values, 0.95);
  console.log(
    `${label.padEnd(52)} median ${ms(p50)}, p95 ${ms(p95)}  goal ≤ ${goal} ms: ${p50 <= goal ? 'met' : 'MISSED'} (median)`,
  );
}

printMachineLoad();
const script = await bundleForPage('ledgerDeviceInPage.ts', 'ledgerDeviceBench');
const origin = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>ledger bench</title>');
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(origin.address() as AddressInfo).port}/`);
  await page.addScriptTag({ content: script });
  const times = await page.evaluate(
    (samples) =>
      (
        window as unknown as { ledgerDeviceBench: { runLedgerDevice: typeof runLedgerDevice } }
      ).ledgerDeviceBench.runLedgerDevice(samples),
    SAMPLES,
  );
  console.log(`stored ${times.rows} in one transaction: ${(times.storeMs / 1000).toFixed(2)} s`);
  report(`10-line sale saved (${SAMPLES} saves)`, times.saveMs, 50);
  const finance = times.financeReadMs.map((read, index) => read + (times.financeComputeMs[index] ?? 0));
  report('finance summary: read the four tables + compute', finance, 100);
  report('  of which compute', times.financeComputeMs, 100);
  const tables = Object.entries(times.readByTable).map(([table, took]) => `${table} ${took.toFixed(0)} ms`);
  console.log(`  one read of each table alone: ${tables.join(', ')}`);
} finally {
  await browser.close();
  origin.close();
}
