import { SHARE_PAGE_LIMIT, SHARE_PAGE_WINDOW_MINUTES } from '../../src/domain/sharing/limits';
import type { Db } from '../db/database';
import { countInWindow } from '../http/rateLimitCounter';

/** Counts a view of a shared page from this address; false once past the limit in its window. */
export async function allowPageView(db: Db, ip: string): Promise<boolean> {
  return (await countInWindow(db, `share:ip:${ip}`, SHARE_PAGE_WINDOW_MINUTES)) <= SHARE_PAGE_LIMIT;
}
