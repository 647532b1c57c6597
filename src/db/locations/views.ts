import type { CardfolioDatabase } from '../database';
import type { CardRow } from '../rows';

export interface UnfiledPage {
  copies: CardRow[];
  /** Every unfiled copy, for "Page 2 of 10". */
  total: number;
}

/**
 * One page of the copies filed nowhere, by name. The locationId index holds only filed copies, so the
 * count is the table's less theirs (no scan), and the page stops reading once it is full.
 */
export async function unfiledPage(
  db: CardfolioDatabase,
  page: number,
  pageSize: number,
): Promise<UnfiledPage> {
  const [all, filed] = await Promise.all([db.cards.count(), db.cards.where('locationId').above('').count()]);
  const copies = await db.cards
    .orderBy('name')
    .filter((card) => !card.locationId)
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .toArray();
  return { copies, total: all - filed };
}

/** The copies on one page of a binder (read through the binder's own copies, not the whole table). */
export function binderPage(db: CardfolioDatabase, locationId: string, page: number): Promise<CardRow[]> {
  return db.cards
    .where('locationId')
    .equals(locationId)
    .filter((card) => card.page === page)
    .toArray();
}
