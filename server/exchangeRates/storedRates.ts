import { asc, desc, gt, sql } from 'drizzle-orm';
import type { RatesDay } from '../../src/domain/money/exchangeRates';
import type { DbOrTx } from '../db/database';
import { exchangeRates } from '../db/schema';

/** The newest stored day and when the feed last gave it; undefined before the first fetch. */
export async function newestRatesDay(db: DbOrTx): Promise<{ day: string; fetchedAt: Date } | undefined> {
  const [row] = await db
    .select({ day: exchangeRates.day, fetchedAt: exchangeRates.fetchedAt })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  return row;
}

/** Stored days after `after` (every day without it), oldest first. */
export async function readRatesDays(db: DbOrTx, after?: string): Promise<RatesDay[]> {
  const rows = await db
    .select({ date: exchangeRates.day, perEuro: exchangeRates.perEuro })
    .from(exchangeRates)
    .where(after ? gt(exchangeRates.day, after) : undefined)
    .orderBy(asc(exchangeRates.day));
  return rows;
}

/** Writes the days the feed answered; a day already held takes the feed's figures (it may correct them). */
export async function storeRatesDays(db: DbOrTx, days: readonly RatesDay[], fetchedAt: Date): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(days.map((day) => ({ day: day.date, perEuro: { ...day.perEuro }, fetchedAt })))
    .onConflictDoUpdate({
      target: exchangeRates.day,
      set: { perEuro: sql`excluded.per_euro`, fetchedAt: sql`excluded.fetched_at` },
    });
}
