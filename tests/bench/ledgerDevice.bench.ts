/**
 * The ledger on the device, in Chromium on real IndexedDB (issue: transactions ledger): with 50,000
 * card copies, 5,000 sealed instances and 20,000 transactions stored, saving a 10-line sale ≤ 50 ms,
 * editing one ≤ 50 ms (issue 29) and the finance summary (read + compute) ≤ 100 ms. The device's own modules run in a blank page of
 * a local origin (tests/bench/ledgerDeviceInPage.ts). Prints median and p95; asserts nothing. Run
 * with `npm run bench ledgerDevice`.
 */
import type { runLedgerDevice } from './ledgerDeviceInPage';
import { printMachineLoad, reportMedian } from './measure';
import { runInBenchPage } from './pageBundle';

const SAMPLES = 20;

printMachineLoad();
const times = await runInBenchPage<Awaited<ReturnType<typeof runLedgerDevice>>>(
  'ledgerDeviceInPage.ts',
  'ledgerDeviceBench',
  'runLedgerDevice',
  SAMPLES,
);
console.log(`stored ${times.rows} in one transaction: ${(times.storeMs / 1000).toFixed(2)} s`);
reportMedian(`10-line sale saved (${SAMPLES} saves)`, times.saveMs, 50);
reportMedian(`10-line sale edited (${SAMPLES} edits)`, times.editMs, 50);
const finance = times.financeReadMs.map((read, index) => read + (times.financeComputeMs[index] ?? 0));
reportMedian('finance summary: read the four tables + compute', finance, 100);
reportMedian('  of which compute', times.financeComputeMs, 100);
const tables = Object.entries(times.readByTable).map(([table, took]) => `${table} ${took.toFixed(0)} ms`);
console.log(`  one read of each table alone: ${tables.join(', ')}`);
