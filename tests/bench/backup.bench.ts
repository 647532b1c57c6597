/**
 * Backup and restore on the device, in Chromium on real IndexedDB (issue 14): with 50,000 cards, 5,000
 * sealed products and 20,000 transactions, a backup (one bulk read per table + one JSON.stringify)
 * ≤ 3 s, and a restore ≤ 1.5 × a raw IndexedDB put loop of the same rows in one transaction. Prints
 * both; asserts nothing. Run with `npm run bench backup`; BENCH_CARDS, BENCH_SEALED and
 * BENCH_TRANSACTIONS set a smaller size to iterate faster, BENCH_BREAKDOWN=1 times the restore's steps.
 * The raw loop and the restore each run in a fresh browser, from the same empty IndexedDB.
 */
import type { BackupTimes, RestoreTimes, runBackupBench, runRestoreBench } from './backupInPage';
import { ms, percentile } from './cardsViewBrowser';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';

const SAMPLES = 2;
const size = {
  cards: Number(process.env.BENCH_CARDS ?? 50_000),
  sealed: Number(process.env.BENCH_SEALED ?? 5_000),
  transactions: Number(process.env.BENCH_TRANSACTIONS ?? 20_000),
};
const breakdown = process.env.BENCH_BREAKDOWN === '1';

printMachineLoad();
const backupTimes = await runInBenchPage<BackupTimes>('backupInPage.ts', 'backupBench', 'runBackupBench', {
  samples: SAMPLES,
  size,
} satisfies Parameters<typeof runBackupBench>[0]);
printMachineLoad();
const restoreTimes = await runInBenchPage<RestoreTimes>('backupInPage.ts', 'backupBench', 'runRestoreBench', {
  size,
  breakdown,
} satisfies Parameters<typeof runRestoreBench>[0]);
printMachineLoad();

const backup = percentile(backupTimes.backupMs, 0.5);
console.log(`rows: ${backupTimes.rows}; backup file ${(backupTimes.bytes / 1024 / 1024).toFixed(1)} MB`);
console.log(
  `backup (read + JSON.stringify), median of ${SAMPLES}: ${ms(backup)}  goal ≤ 3000 ms: ${backup <= 3000 ? 'met' : 'MISSED'}`,
);
const ratio = restoreTimes.restoreMs / backupTimes.rawPutMs;
console.log(`raw IndexedDB put loop, one transaction: ${ms(backupTimes.rawPutMs)}`);
console.log(
  `restore (plan + one Dexie transaction + ${restoreTimes.outboxEntries} outbox entries): ${ms(restoreTimes.restoreMs)} = ${ratio.toFixed(2)}× raw  goal ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'MISSED'}`,
);
console.log(
  `  reading and validating the file (JSON.parse + zod), before the restore: ${ms(restoreTimes.parseMs)}`,
);
if (breakdown) {
  console.log('  the restore, step by step (each into a fresh database, after the restore, same page):');
  for (const [label, time] of Object.entries(restoreTimes.breakdown))
    console.log(`    ${label}: ${ms(time)}`);
}
