/**
 * Import and export of peer files (issue 16), in Chromium on real IndexedDB: a 20,000-row ManaBox
 * file parsed, matched against a 20,000-printing catalogue and previewed (goal ≤ 3 s); every row
 * written as one transaction (goal ≤ 5 s for 20,000 rows), and the time until the server has it (the
 * device's sync engine pushing it to a server on an in-memory PGlite, started here, until its outbox
 * is empty); 20,000 cards exported (goal ≤ 1 s). Prints figures, asserts nothing.
 * Run with `npm run bench importExport`.
 */
import { registerUser } from '../../server/testing/apiClient';
import { startTestServer } from '../../server/testing/startTestServer';
import type { Card } from '../../src/domain/schemas';
import type { runImportExport } from './importExportInPage';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';

const ROWS = 20_000;

function report(label: string, took: number, goal: number) {
  console.log(
    `${label.padEnd(60)} ${(took / 1000).toFixed(2)} s  goal ≤ ${goal} s: ${took <= goal * 1000 ? 'met' : 'MISSED'}`,
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

printMachineLoad();
const server = await startTestServer({ backend: 'pglite' });
try {
  const user = await registerUser(server.apiUrl);
  const times = await runInBenchPage<Awaited<ReturnType<typeof runImportExport>>>(
    'importExportInPage.ts',
    'importExportBench',
    'runImportExport',
    { rows: ROWS, session: { accessToken: user.accessToken, refreshToken: user.refreshToken } },
    { apiOrigin: server.baseUrl },
  );
  console.log(`file: ${times.rows} rows, ${(times.bytes / 2 ** 20).toFixed(1)} MB`);
  report(`parse + match + preview of ${times.rows} rows`, times.parseMs + times.matchMs + times.previewMs, 3);
  console.log(`  parse ${ms(times.parseMs)}, match ${ms(times.matchMs)}, preview ${ms(times.previewMs)}`);
  report(`import write of ${times.writeRows} rows on the device (one transaction)`, times.writeMs, 5);
  console.log(`  longest main-thread task ${ms(times.writeLongestTaskMs)}`);
  console.log(
    `  floor: the same ${times.writeRows} card rows, one native IndexedDB put each (no Dexie, no outbox) ${ms(times.rawCardPutMs)}`,
  );
  report(
    `  + until the server has it (push answered, ${(times.pushBytes / 2 ** 20).toFixed(1)} MB)`,
    times.serverMs,
    5,
  );
  console.log(
    `    of which on the device before the request left ${ms(times.beforeSendMs)}, the request (body, upload, server, answer) ${ms(times.serverMs - times.beforeSendMs)}`,
  );
  report(`  write + until the server has it`, times.writeMs + times.serverMs, 5);
  console.log(
    `  push done on the device (answer applied: temp ids re-keyed, outbox empty) ${ms(times.pushMs)}`,
  );
  const onServer = await user.api.get<Card[]>(`/collections/${times.collectionId}/cards`);
  console.log(
    `  whole sync incl. the pull back ${ms(times.syncMs)}, longest main-thread task ${ms(times.syncLongestTaskMs)}; ` +
      `outbox after it ${times.outboxAfterSync}, cards on the server ${onServer.body.data?.length ?? 0}`,
  );
  console.log(`  device store calls during the sync: ${times.storeCalls.join(', ')}`);
  report(`export of ${times.exportCards} cards (read + Moxfield CSV)`, times.exportMs, 1);
  console.log(`  read alone ${ms(times.exportReadMs)}, CSV alone ${ms(times.exportCsvMs)}`);
} finally {
  await server.stop();
}
printMachineLoad('after');
