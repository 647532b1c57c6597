import type { CardfolioDatabase } from '../database';
import type { CardRow } from '../rows';

export interface UnfiledPage {
  copies: CardRow[];
  /** Whether a later page has copies: the pager knows "Next" before the total is counted. */
  hasNext: boolean;
}

/** The first read of the name index's keys; each next one doubles, so a deep page costs few reads. */
const FIRST_CHUNK = 512;

/**
 * The card ids in name order (the name index's order: name, then id), a chunk at a time, until `enough`
 * says stop. Each chunk is one native key read (a cursor would cost a round trip per copy). The chunk's
 * last name may have more copies beyond it, so that name is read whole and the next chunk starts
 * after it.
 */
async function eachIdByName(db: CardfolioDatabase, visit: (id: string) => void, enough: () => boolean) {
  let after: string | undefined;
  for (let size = FIRST_CHUNK; !enough(); size *= 2) {
    const range = after === undefined ? db.cards.orderBy('name') : db.cards.where('name').above(after);
    const ids = await range.limit(size).primaryKeys();
    if (ids.length < size) {
      for (const id of ids) visit(id);
      return;
    }
    const last = (await db.cards.get(ids[ids.length - 1]))?.name ?? '';
    const boundary = await db.cards.where('name').equals(last).primaryKeys();
    const atBoundary = new Set(boundary);
    for (const id of ids) if (!atBoundary.has(id)) visit(id);
    for (const id of boundary) visit(id);
    after = last;
  }
}

/** The ids of the filed copies: the locationId index holds only those (a missing key is not indexed). */
const filedIds = async (db: CardfolioDatabase) =>
  new Set(await db.cards.where('locationId').above('').primaryKeys());

/**
 * One page of the copies filed nowhere, by name: the name index's keys are walked, filed ones skipped,
 * until the page and one more copy are found, so opening the view reads the keys up to its first page,
 * not all 50,000, and no card is read but the page's own. The total is a read of its own
 * (`unfiledCount`): counting 50,000 rows takes IndexedDB longer than the page.
 */
export async function unfiledPage(
  db: CardfolioDatabase,
  page: number,
  pageSize: number,
): Promise<UnfiledPage> {
  const isFiled = await filedIds(db);
  const skip = (page - 1) * pageSize;
  const wanted: string[] = [];
  let seen = 0;
  await eachIdByName(
    db,
    (id) => {
      if (isFiled.has(id) || wanted.length > pageSize || seen++ < skip) return;
      wanted.push(id);
    },
    () => wanted.length > pageSize,
  );
  const copies = (await db.cards.bulkGet(wanted.slice(0, pageSize))).filter((card) => card !== undefined);
  return { copies, hasNext: wanted.length > pageSize };
}

/** How many copies are filed nowhere: every copy less the filed ones. */
export async function unfiledCount(db: CardfolioDatabase): Promise<number> {
  const [count, filed] = await Promise.all([db.cards.count(), filedIds(db)]);
  return count - filed.size;
}

/** The copies on one binder page, through the `[locationId+page]` index (schema v11). */
export function binderPage(db: CardfolioDatabase, locationId: string, page: number): Promise<CardRow[]> {
  return db.cards.where('[locationId+page]').equals([locationId, page]).toArray();
}
