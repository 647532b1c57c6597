/**
 * Import and export of peer files (issue 16), in Chromium on real IndexedDB: a 20,000-row ManaBox
 * file parsed, matched against a 20,000-printing catalogue and previewed (goal ≤ 3 s); the import
 * written as one transaction (goal ≤ 5 s for 20,000 rows; one transaction holds MAX_TRANSACTION_LINES
 * lines today, so that many are written); 20,000 cards exported (goal ≤ 1 s). Prints figures,
 * asserts nothing. Run with `npm run bench importExport`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import type { runImportExport } from './importExportInPage';
import { printMachineLoad } from './measure';
import { bundleForPage } from './pageBundle';

const ROWS = 20_000;

function report(label: string, took: number, goal: number) {
  console.log(
    `${label.padEnd(60)} ${(took / 1000).toFixed(2)} s  goal ≤ ${goal} s: ${took <= goal * 1000 ? 'met' : 'MISSED'}`,
  );
}

printMachineLoad();
const script = await bundleForPage('importExportInPage.ts', 'importExportBench');
const origin = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>import bench</title>');
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(origin.address() as AddressInfo).port}/`);
  await page.addScriptTag({ content: script });
  const times = await page.evaluate(
    (rows) =>
      (
        window as unknown as { importExportBench: { runImportExport: typeof runImportExport } }
      ).importExportBench.runImportExport(rows),
    ROWS,
  );
  console.log(`file: ${times.rows} rows, ${(times.bytes / 2 ** 20).toFixed(1)} MB`);
  report(`parse + match + preview of ${times.rows} rows`, times.parseMs + times.matchMs + times.previewMs, 3);
  console.log(
    `  parse ${times.parseMs.toFixed(0)} ms, match ${times.matchMs.toFixed(0)} ms, preview ${times.previewMs.toFixed(0)} ms`,
  );
  report(`import write of ${times.writeRows} rows (one transaction)`, times.writeMs, 5);
  report(`export of ${times.exportCards} cards (read + Moxfield CSV)`, times.exportMs, 1);
  console.log(
    `  read alone ${times.exportReadMs.toFixed(0)} ms, CSV alone ${times.exportCsvMs.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  origin.close();
}
