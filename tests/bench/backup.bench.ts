/**
 * Backup and restore on the device, in Chromium on real IndexedDB (issue 14): with 50,000 cards, 5,000
 * sealed products and 20,000 transactions, a backup (one bulk read per table + one JSON.stringify)
 * ≤ 3 s, and a restore ≤ 1.5 × a raw IndexedDB put loop of the same rows in one transaction. Prints
 * both; asserts nothing. Run with `npm run bench backup`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import type { runBackupBench } from './backupInPage';
import { ms, percentile } from './cardsViewBrowser';
import { printMachineLoad } from './measure';
import { bundleForPage } from './pageBundle';

const SAMPLES = 2;

printMachineLoad();
const script = await bundleForPage('backupInPage.ts', 'backupBench');
const origin = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>backup bench</title>');
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  page.on('console', (message) => console.log(`  [page] ${message.text()}`));
  page.on('crash', () => console.log('  [page] crashed (out of memory?)'));
  await page.goto(`http://127.0.0.1:${(origin.address() as AddressInfo).port}/`);
  await page.addScriptTag({ content: script });
  const times = await page.evaluate(
    (samples) =>
      (
        window as unknown as { backupBench: { runBackupBench: typeof runBackupBench } }
      ).backupBench.runBackupBench(samples),
    SAMPLES,
  );
  const backup = percentile(times.backupMs, 0.5);
  console.log(`rows: ${times.rows}; backup file ${(times.bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `backup (read + JSON.stringify), median of ${SAMPLES}: ${ms(backup)}  goal ≤ 3000 ms: ${backup <= 3000 ? 'met' : 'MISSED'}`,
  );
  const ratio = times.restoreMs / times.rawPutMs;
  console.log(`raw IndexedDB put loop, one transaction: ${ms(times.rawPutMs)}`);
  console.log(
    `restore (plan + one Dexie transaction + ${times.outboxEntries} outbox entries): ${ms(times.restoreMs)} = ${ratio.toFixed(2)}× raw  goal ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  reading and validating the file (JSON.parse + zod), before the restore: ${ms(times.parseMs)}`,
  );
} finally {
  await browser.close();
  origin.close();
}
