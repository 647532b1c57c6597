import type { CardfolioDatabase } from '../database';
import type { CardRow } from '../rows';

export interface UnfiledPage {
  copies: CardRow[];
  /** Every unfiled copy, for "Page 2 of 10". */
  total: number;
}

/**
 * One page of the copies filed nowhere, by name. The locationId index holds only filed copies: the
 * page is found among the name index's keys less theirs, and no card is read but the page's own, so
 * 50,000 copies open as fast as 50.
 */
export async function unfiledPage(
  db: CardfolioDatabase,
  page: number,
  pageSize: number,
): Promise<UnfiledPage> {
  const [byName, filed] = await Promise.all([
    db.cards.orderBy('name').primaryKeys(),
    db.cards.where('locationId').above('').primaryKeys(),
  ]);
  const isFiled = new Set(filed);
  const unfiled = byName.filter((id) => !isFiled.has(id));
  const wanted = unfiled.slice((page - 1) * pageSize, page * pageSize);
  const copies = (await db.cards.bulkGet(wanted)).filter((card) => card !== undefined);
  return { copies, total: unfiled.length };
}

/**
 * The copies on one binder page, read through the binder's own copies. All of them in one getAll and
 * then the page's: a Dexie filter walks a cursor, a request per copy, several times slower.
 */
export async function binderPage(
  db: CardfolioDatabase,
  locationId: string,
  page: number,
): Promise<CardRow[]> {
  const held = await db.cards.where('locationId').equals(locationId).toArray();
  return held.filter((card) => card.page === page);
}
