import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { countInWindow, windowOpenAfter } from '../http/rateLimitCounter';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;

/** Failures are counted per email and per client address; either reaching the limit blocks. */
export const loginCounterKeys = (email: string, ip: string) => [`login:email:${email}`, `login:ip:${ip}`];

const windowOpen = windowOpenAfter(LOGIN_WINDOW_MINUTES);

/** Answers 429 while either counter has reached the limit inside its 15-minute window. */
export async function assertLoginAllowed(db: Db, keys: string[]): Promise<void> {
  const rows = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      sql`${inArray(rateLimitCounters.key, keys)} and ${rateLimitCounters.windowStartedAt} > ${windowOpen}`,
    );
  if (rows.some((row) => row.count >= LOGIN_FAILURE_LIMIT)) throw new StatusError(429, TOO_MANY_ATTEMPTS);
}

/** Counts one failure on each key; a counter whose window has passed starts again at 1. */
export async function recordLoginFailure(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await countInWindow(db, key, LOGIN_WINDOW_MINUTES);
}

/** A successful sign-in clears its email's counter (the address's counter keeps counting). */
export async function clearLoginFailures(db: Db, emailKey: string): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, [emailKey]));
}
