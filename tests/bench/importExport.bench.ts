/**
 * Import and export of peer files (issue 16), in Chromium on real IndexedDB: a 20,000-row ManaBox
 * file parsed, matched against a 20,000-printing catalogue and previewed (goal ≤ 3 s); the import
 * written as one transaction (goal ≤ 5 s for 20,000 rows; one transaction holds MAX_TRANSACTION_LINES
 * lines today, so that many are written); 20,000 cards exported (goal ≤ 1 s). Prints figures,
 * asserts nothing. Run with `npm run bench importExport`.
 */
import type { runImportExport } from './importExportInPage';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';

const ROWS = 20_000;

function report(label: string, took: number, goal: number) {
  console.log(
    `${label.padEnd(60)} ${(took / 1000).toFixed(2)} s  goal ≤ ${goal} s: ${took <= goal * 1000 ? 'met' : 'MISSED'}`,
  );
}

printMachineLoad();
const times = await runInBenchPage<Awaited<ReturnType<typeof runImportExport>>>(
  'importExportInPage.ts',
  'importExportBench',
  'runImportExport',
  ROWS,
);
console.log(`file: ${times.rows} rows, ${(times.bytes / 2 ** 20).toFixed(1)} MB`);
report(`parse + match + preview of ${times.rows} rows`, times.parseMs + times.matchMs + times.previewMs, 3);
console.log(
  `  parse ${times.parseMs.toFixed(0)} ms, match ${times.matchMs.toFixed(0)} ms, preview ${times.previewMs.toFixed(0)} ms`,
);
report(`import write of ${times.writeRows} rows (one transaction)`, times.writeMs, 5);
report(`export of ${times.exportCards} cards (read + Moxfield CSV)`, times.exportMs, 1);
console.log(`  read alone ${times.exportReadMs.toFixed(0)} ms, CSV alone ${times.exportCsvMs.toFixed(0)} ms`);
