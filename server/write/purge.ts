import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys, rateLimitCounters, refreshTokens } from '../db/schema';

/** Keys are kept at least this long, so a device offline for a week can still retry safely. */
export const IDEMPOTENCY_KEY_DAYS = 8;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Db, number>();

/**
 * Deletes expired idempotency keys, refresh tokens and stale rate-limit counters, at most once an
 * hour per process. Runs after the answer's transaction, so a slow purge never delays a write.
 */
export function purgeExpiredOccasionally(db: Db, now = Date.now()): void {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  // A failed purge is tried again an hour later; it must never fail the request that triggered it.
  purgeExpired(db).catch(() => undefined);
}

export async function purgeExpired(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`));
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '1 day'`));
}
