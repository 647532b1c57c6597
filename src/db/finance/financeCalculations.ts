import type { CardfolioDatabase } from '../database';

/**
 * When the collection finance summary was last calculated on this device, per collection. The figures
 * themselves are computed live from the local tables; only this moment is kept. It is device state
 * (like the current collection), so it lives in the meta table and is never sent to the server.
 */
export function financeCalculatedKey(collectionId: string): string {
  return `financeLastCalculated:${collectionId}`;
}

/** The ISO time of the last calculation of `collectionId` on this device; null when never. */
export async function readFinanceCalculatedAt(
  db: CardfolioDatabase,
  collectionId: string,
): Promise<string | null> {
  const row = await db.meta.get(financeCalculatedKey(collectionId));
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * Use case behind "Calculate Finance Data" and "Refresh": records that the figures were calculated
 * `at`. Answers the ISO time written.
 */
export async function recordFinanceCalculation(
  db: CardfolioDatabase,
  collectionId: string,
  at: Date = new Date(),
): Promise<string> {
  if (collectionId.trim() === '') throw new Error('A collection is needed to calculate its finance data');
  const value = at.toISOString();
  await db.meta.put({ key: financeCalculatedKey(collectionId), value });
  return value;
}
