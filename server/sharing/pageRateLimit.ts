import { sql } from 'drizzle-orm';
import { SHARE_PAGE_LIMIT, SHARE_PAGE_WINDOW_MINUTES } from '../../src/domain/sharing/limits';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

const windowOpen = sql`now() - make_interval(mins => ${SHARE_PAGE_WINDOW_MINUTES})`;

/**
 * Counts a view of a shared page from this address in the sign-in's counter table (one statement)
 * and answers whether it is still within the limit; a window that has passed starts again at 1.
 */
export async function allowPageView(db: Db, ip: string): Promise<boolean> {
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key: `share:ip:${ip}`, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStartedAt} > ${windowOpen} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} > ${windowOpen} then ${rateLimitCounters.windowStartedAt} else now() end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return (counter?.count ?? 0) <= SHARE_PAGE_LIMIT;
}
