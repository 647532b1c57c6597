import { byDay, type ValueSnapshot } from '../../domain/profit/valueSnapshots';
import type { CardfolioDatabase } from '../database';

/**
 * The collection's daily value. Snapshots are this device's own record of what it computed (like the
 * finance summary's calculation time), never sent to the server, so they are written here directly
 * rather than through the mutator, which exists to pair a change with its outbox entry.
 */

/**
 * Keeps today's snapshot unless the device already took one today (the first open of a day is the
 * day's figure). A backfilled figure for today gives way to the device's own. Answers whether it wrote.
 */
export function takeDailySnapshot(db: CardfolioDatabase, snapshot: ValueSnapshot): Promise<boolean> {
  return db.transaction('rw', db.valueSnapshots, async () => {
    const existing = await db.valueSnapshots.get([snapshot.collectionId, snapshot.day]);
    if (existing?.source === 'device') return false;
    await db.valueSnapshots.put(snapshot);
    return true;
  });
}

/** Stores rebuilt days, in one transaction, leaving any day that has a snapshot by then as it is. */
export function storeBackfill(db: CardfolioDatabase, snapshots: readonly ValueSnapshot[]): Promise<number> {
  return db.transaction('rw', db.valueSnapshots, async () => {
    const keys = snapshots.map((s): [string, string] => [s.collectionId, s.day]);
    const existing = await db.valueSnapshots.bulkGet(keys);
    const fresh = snapshots.filter((_, index) => existing[index] === undefined);
    await db.valueSnapshots.bulkAdd(fresh);
    return fresh.length;
  });
}

/** A collection's snapshots, oldest first. */
export async function readValueSnapshots(
  db: CardfolioDatabase,
  collectionId: string,
): Promise<ValueSnapshot[]> {
  const rows = await db.valueSnapshots.where('collectionId').equals(collectionId).toArray();
  return rows.sort(byDay);
}
