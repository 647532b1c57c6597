/**
 * Backup and restore on the device, in Chromium on real IndexedDB (issue 14): with 50,000 cards, 5,000
 * sealed products and 20,000 transactions, a backup (one bulk read per table + one JSON.stringify)
 * ≤ 3 s, and a restore ≤ 1.5 × a raw IndexedDB put loop of the same rows in one transaction. Prints
 * both; asserts nothing. Run with `npm run bench backup`.
 */
import type { runBackupBench } from './backupInPage';
import { ms, percentile } from './cardsViewBrowser';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';

const SAMPLES = 2;

printMachineLoad();
const times = await runInBenchPage<Awaited<ReturnType<typeof runBackupBench>>>(
  'backupInPage.ts',
  'backupBench',
  'runBackupBench',
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
console.log(`  reading and validating the file (JSON.parse + zod), before the restore: ${ms(times.parseMs)}`);
