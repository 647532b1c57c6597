import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import type { PriceHistoryAnswer } from '../../src/domain/catalogue/catalogueContract';
import type { DbOrTx } from '../db/database';
import { cataloguePriceHistory } from '../db/schema';

/**
 * The price rows of the given printings over the last `days`, plus each one's last row before that
 * window (the price in force on its first day). Printings without history answer an empty list.
 */
export async function readPriceHistory(db: DbOrTx, ids: string[], days: number): Promise<PriceHistoryAnswer> {
  const h = cataloguePriceHistory;
  const from = sql`current_date - ${days}::int`;
  const columns = {
    printingId: h.printingId,
    day: h.day,
    usd: h.usd,
    usdFoil: h.usdFoil,
    usdEtched: h.usdEtched,
    eur: h.eur,
  };
  const inWindow = await db
    .select(columns)
    .from(h)
    .where(and(inArray(h.printingId, ids), gte(h.day, from)))
    .orderBy(asc(h.printingId), asc(h.day));
  const before = await db
    .selectDistinctOn([h.printingId], columns)
    .from(h)
    .where(and(inArray(h.printingId, ids), sql`${h.day} < ${from}`))
    .orderBy(h.printingId, sql`${h.day} desc`);
  const answer: PriceHistoryAnswer = Object.fromEntries(ids.map((id) => [id, []]));
  for (const { printingId, ...point } of [...before, ...inWindow]) answer[printingId]?.push(point);
  return answer;
}
