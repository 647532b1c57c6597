import { CardfolioDatabase } from '../../src/db/database';

/** A device database of this name, emptied and opened at the current schema (its tables and indexes). */
export async function freshDatabase(name: string): Promise<CardfolioDatabase> {
  const db = new CardfolioDatabase(name);
  await db.delete();
  await db.open();
  return db;
}

/**
 * The floor the device's writes are measured against: one native IndexedDB put per row, every table in
 * one transaction, no Dexie and no outbox, into the tables (and so the indexes) the device has.
 */
export function rawPuts<Tables extends Record<keyof Tables, readonly unknown[]>>(
  db: CardfolioDatabase,
  tables: Tables,
): Promise<void> {
  const idb = db.backendDB();
  return new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(Object.keys(tables), 'readwrite');
    for (const [name, rows] of Object.entries<readonly unknown[]>(tables)) {
      const store = tx.objectStore(name);
      for (const row of rows) store.put(row);
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}
