/**
 * Bundled by the backup bench and run in a Chromium page: the device's own backup and restore on real
 * IndexedDB, against a raw IndexedDB put loop of the same rows in one transaction.
 */
import { makeBackup } from '../../src/db/backup/makeBackup';
import { restoreBackup } from '../../src/db/backup/restoreBackup';
import { CardfolioDatabase } from '../../src/db/database';
import type { BackupFile } from '../../src/domain/backup/backupFormat';
import { generatedBackup } from '../../src/domain/backup/backupTesting';
import { readBackup } from '../../src/domain/backup/readBackup';

export interface BackupTimes {
  rows: string;
  bytes: number;
  backupMs: number[];
  parseMs: number;
  restoreMs: number;
  rawPutMs: number;
  outboxEntries: number;
}

/** 50,000 cards, 5,000 sealed products, 20,000 transactions, linked, with market prices. */
function benchBackup(): BackupFile {
  const backup = generatedBackup(50_000, 20_000);
  const [entry] = backup.collections;
  const base = entry.sealedProducts;
  entry.sealedProducts = Array.from({ length: 5_000 }, (_, index) => ({
    ...base[index % base.length],
    id: crypto.randomUUID(),
  }));
  return backup;
}

async function fresh(name: string): Promise<CardfolioDatabase> {
  const db = new CardfolioDatabase(name);
  await db.delete();
  await db.open();
  return db;
}

/** The baseline: the same rows, one native put each, in one IndexedDB transaction. */
async function rawPutLoop(db: CardfolioDatabase, backup: BackupFile): Promise<number> {
  const [entry] = backup.collections;
  const tables = {
    collections: [entry.collection],
    sealedDefinitions: backup.sealedDefinitions,
    cards: entry.cards,
    sealedProducts: entry.sealedProducts,
    transactions: entry.transactions,
    marketPrices: entry.marketPrices,
  };
  const idb = db.backendDB();
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(Object.keys(tables), 'readwrite');
    for (const [name, rows] of Object.entries(tables)) {
      const store = tx.objectStore(name);
      for (const row of rows) store.put(row);
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  return performance.now() - started;
}

export async function runBackupBench(samples: number): Promise<BackupTimes> {
  let backup: BackupFile | null = benchBackup();
  const [entry] = backup.collections;
  const rows = `${entry.cards.length} cards, ${entry.sealedProducts.length} sealed, ${entry.transactions.length} transactions, ${entry.marketPrices.length} market prices`;
  const source = await fresh('cardfolio-backup-bench-source');
  const rawPutMs = await rawPutLoop(source, backup);
  console.log(`raw put loop ${rawPutMs.toFixed(0)} ms`);
  const collectionId = entry.collection.id;
  // Held once only: the page has the stored rows, the backup text and the restore plan at once later.
  backup = null;

  const backupMs: number[] = [];
  let text = '';
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    text = JSON.stringify(await makeBackup(source, { scope: 'collection', collectionId }));
    backupMs.push(performance.now() - started);
    console.log(`backup ${backupMs[sample].toFixed(0)} ms`);
  }
  source.close();

  const target = await fresh('cardfolio-backup-bench-target');
  const parseStart = performance.now();
  const bytes = text.length;
  const read = readBackup(text);
  const parseMs = performance.now() - parseStart;
  if (!read.ok) throw new Error(read.message);
  text = '';
  console.log(`parse ${parseMs.toFixed(0)} ms`);
  const restoreStart = performance.now();
  await restoreBackup(target, read.source, null);
  const restoreMs = performance.now() - restoreStart;
  const outboxEntries = await target.outbox.count();
  target.close();
  return {
    rows,
    bytes,
    backupMs,
    parseMs,
    restoreMs,
    rawPutMs,
    outboxEntries,
  };
}
