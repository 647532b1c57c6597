import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

/** The moment a counter's window of `minutes` must have started after to still count. */
export const windowOpenAfter = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * Counts one event on `key` in one statement and answers the count in its window; a counter whose
 * window of `minutes` has passed starts again at 1. Sign-in failures and shared-page views use it.
 */
export async function countInWindow(db: Db, key: string, minutes: number): Promise<number> {
  const open = windowOpenAfter(minutes);
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStartedAt} > ${open} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} > ${open} then ${rateLimitCounters.windowStartedAt} else now() end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return counter?.count ?? 1;
}
