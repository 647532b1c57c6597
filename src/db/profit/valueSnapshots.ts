import { byDay, type ValueSnapshot } from '../../domain/profit/valueSnapshots';
import type { CardfolioDatabase } from '../database';

/**
 * The collection's daily value. Snapshots are this device's own record of what it computed (like the
 * finance summary's calculation time), never sent to the server, so they are written here directly
 * rather than through the mutator, which exists to pair a change with its outbox entry.
 */

/**
 * Today's snapshot: taken at the first open of the day and kept up to date while the section is open
 * that day (a purchase at noon shows in today's point); days before are never rewritten. A backfilled
 * figure for today gives way to the device's own. Answers whether it wrote.
 */
export function takeDailySnapshot(db: CardfolioDatabase, snapshot: ValueSnapshot): Promise<boolean> {
  return db.transaction('rw', db.valueSnapshots, async () => {
    const existing = await db.valueSnapshots.get([snapshot.collectionId, snapshot.day]);
    if (
      existing?.source === 'device' &&
      existing.marketValue === snapshot.marketValue &&
      existing.costBasis === snapshot.costBasis
    )
      return false;
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
