import { date, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reference exchange rates by published day (DESIGN.md, Money), shared by every user like the
 * catalogue they ship with. `perEuro`: units of each currency one euro buys that day.
 */
export const exchangeRates = pgTable('exchange_rates', {
  day: date('day', { mode: 'string' }).primaryKey(),
  perEuro: jsonb('per_euro').$type<Record<string, number>>().notNull(),
  /** When the feed last answered this day: the daily fetch skips while the newest is under a day old. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
