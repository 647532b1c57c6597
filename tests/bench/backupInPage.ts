/**
 * Bundled by the backup bench and run in Chromium pages: the device's own backup and restore on real
 * IndexedDB, against a raw IndexedDB put loop of the same rows in one transaction.
 */
import { makeBackup } from '../../src/db/backup/makeBackup';
import { restoreBackup } from '../../src/db/backup/restoreBackup';
import { restoreDrafts } from '../../src/db/backup/restoreDrafts';
import { commit } from '../../src/db/commit';
import type { CardfolioDatabase } from '../../src/db/database';
import { newTempId } from '../../src/db/ids';
import { mutator } from '../../src/db/outbox/mutator';
import type { BackupFile } from '../../src/domain/backup/backupFormat';
import { asBackup } from '../../src/domain/backup/plainArrays';
import { emptyRestoreRows, planRestore } from '../../src/domain/backup/planRestore';
import type { RestoreSource } from '../../src/domain/backup/readBackup';
import { readBackup } from '../../src/domain/backup/readBackup';
import { RESTORE_ORDER } from '../../src/domain/backup/restoreChunks';
import { firstCollectionRows, generatedBackup } from '../../src/domain/testing/backup';
import { freshDatabase, rawPuts } from './rawPuts';

/** How many rows: the 50,000 cards, 5,000 sealed products, 20,000 transactions by default. */
export interface BenchSize {
  cards: number;
  sealed: number;
  transactions: number;
}

export interface BackupTimes {
  rows: string;
  bytes: number;
  backupMs: number[];
  rawPutMs: number;
}

export interface RestoreTimes {
  parseMs: number;
  restoreMs: number;
  outboxEntries: number;
  /** The restore's parts, each timed alone (label → ms), when asked for. */
  breakdown: Record<string, number>;
}

/** Cards, sealed products and transactions, linked, with market prices. */
function benchBackup(size: BenchSize): BackupFile {
  const backup = generatedBackup(size.cards, size.transactions);
  const [entry] = backup.collections;
  const base = entry.sealedProducts;
  entry.sealedProducts = Array.from({ length: size.sealed }, (_, index) => ({
    ...base[index % base.length],
    id: crypto.randomUUID(),
  }));
  return backup;
}

/**
 * In a fresh browser: the baseline, the file's rows with one native put each in one IndexedDB
 * transaction, then the device's backup of them, `samples` times.
 */
export async function runBackupBench({
  samples,
  size,
}: {
  samples: number;
  size: BenchSize;
}): Promise<BackupTimes> {
  const backup = benchBackup(size);
  const [entry] = backup.collections;
  const rows = `${entry.cards.length} cards, ${entry.sealedProducts.length} sealed, ${entry.transactions.length} transactions, ${entry.marketPrices.length} market prices`;
  const source = await freshDatabase('cardfolio-backup-bench-source');
  const rawStart = performance.now();
  await rawPuts(source, firstCollectionRows(backup));
  const rawPutMs = performance.now() - rawStart;
  console.log(`raw put loop ${rawPutMs.toFixed(0)} ms`);

  const backupMs: number[] = [];
  let bytes = 0;
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    bytes = JSON.stringify(
      await makeBackup(source, { scope: 'collection', collectionId: entry.collection.id }),
    ).length;
    backupMs.push(performance.now() - started);
    console.log(`backup ${backupMs[sample].toFixed(0)} ms`);
  }
  await source.delete();
  return { rows, bytes, backupMs, rawPutMs };
}

/**
 * In another fresh browser, so it starts from the same empty IndexedDB as the raw loop (in the same
 * page it would write beside the source's rows, which slows any writer: a raw loop run there again
 * took 1.35× its first time): the file of the same size read and restored, then, when asked, the
 * restore's steps one by one.
 */
export async function runRestoreBench({
  size,
  breakdown,
}: {
  size: BenchSize;
  breakdown: boolean;
}): Promise<RestoreTimes> {
  let text = JSON.stringify(benchBackup(size));
  const parseStart = performance.now();
  const read = readBackup(text);
  const parseMs = performance.now() - parseStart;
  if (!read.ok) throw new Error(read.message);
  text = '';
  console.log(`parse ${parseMs.toFixed(0)} ms`);
  const target = await freshDatabase('cardfolio-backup-bench-target');
  const restoreStart = performance.now();
  await restoreBackup(target, read.source, null);
  const restoreMs = performance.now() - restoreStart;
  console.log(`restore ${restoreMs.toFixed(0)} ms`);
  const outboxEntries = await target.outbox.count();
  await target.delete();
  return {
    parseMs,
    restoreMs,
    outboxEntries,
    breakdown: breakdown ? await restoreBreakdown(read.source) : {},
  };
}

const NO_ROWS = emptyRestoreRows();

/**
 * The restore's steps one by one, each into a fresh database of the same page (so each runs beside
 * what the page wrote before: compare them with the raw loop run here too): the plan (pure), the outbox
 * drafts (pure), the rows alone, the outbox entries alone, both in one Dexie transaction.
 */
async function restoreBreakdown(source: RestoreSource): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  const timed = async <T>(label: string, run: () => Promise<T> | T) => {
    const started = performance.now();
    const result = await run();
    times[label] = performance.now() - started;
    console.log(`${label} ${times[label].toFixed(0)} ms`);
    return result;
  };
  const intoDb = async (name: string, label: string, run: (db: CardfolioDatabase) => Promise<unknown>) => {
    const db = await freshDatabase(`cardfolio-backup-bench-${name}`);
    await timed(label, () => run(db));
    await db.delete();
  };
  const now = new Date().toISOString();
  const plan = await timed('plan (planRestore)', () =>
    planRestore(asBackup(source, placeholder(now), now), NO_ROWS, { newId: newTempId }),
  );
  const drafts = await timed('outbox drafts (restoreDrafts)', () => restoreDrafts(plan.add));
  const addRows = (db: CardfolioDatabase) => async () => {
    for (const kind of RESTORE_ORDER) await db.table(kind).bulkAdd(plan.add[kind]);
  };
  await intoDb('raw', 'raw put loop of the same rows, here', (db) => rawPuts(db, { ...plan.add }));
  await intoDb('rows', 'rows only: bulkAdd per table, one Dexie transaction', (db) =>
    db.transaction('rw', [...RESTORE_ORDER], addRows(db)),
  );
  await intoDb('outbox', `outbox only: ${drafts.length} entries enqueued, one Dexie transaction`, (db) =>
    mutator(db, [], async ({ now }) => {
      for (const { records, ...call } of drafts) await commit(db, { writes: [], records }, call, now);
    }),
  );
  await intoDb('both', 'rows + outbox entries, one Dexie transaction', (db) =>
    mutator(db, [...RESTORE_ORDER], async ({ now }) => {
      await addRows(db)();
      for (const { records, ...call } of drafts) await commit(db, { writes: [], records }, call, now);
    }),
  );
  return times;
}

function placeholder(now: string) {
  return { id: 'no-collection', name: '', description: '', isDefault: false, createdAt: now, updatedAt: now };
}
