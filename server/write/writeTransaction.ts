import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { StatusError } from '../errors/statusError';
import { findStoredAnswers, storeAnswers } from './idempotencyKeys';
import { purgeExpiredOccasionally } from './purge';

/** What an effect answers: the status and the envelope to send. */
export interface WriteResult {
  statusCode: number;
  body: unknown;
}

export interface WriteOutcome extends WriteResult {
  /** True when the answer is the stored one of an earlier call with the same Idempotency-Key. */
  replayed: boolean;
}

export interface WriteContext {
  userId: string;
  idempotencyKey: string | undefined;
  /** Hash of method, URL and body: the same key with another request is refused. */
  requestHash: string;
}

export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used with a different request. Use a new key for a new change.';

/**
 * The one way a route changes a user's data. In a single database transaction it:
 *
 * 1. Takes a per-user lock (`pg_advisory_xact_lock`, released at commit). Revisions come from one
 *    sequence, and a sequence hands out numbers in call order, not commit order: without the lock,
 *    write A could take revision 10, write B 11, B commit, a reader be handed cursor 11, and then A
 *    commit row 10 — a row the reader never sees. With the lock, a write of this user takes its
 *    revisions only after the previous write of this user has committed, so every revision it takes
 *    is above every revision already visible for this user. A cursor is the highest revision a
 *    reader saw among this user's rows, so no row committed later can fall at or below it. (Other
 *    users' revisions interleave freely; the feed only ever reads one user's rows.)
 * 2. Looks up the Idempotency-Key: a repeat answers the stored status and body with no new effect;
 *    the same key with a different request answers 422.
 * 3. Runs the effect, whose inserts and updates take revisions from the sequence.
 * 4. Stores the key with the answer, in the same transaction as the effect: both or neither.
 *
 * An effect that throws (an StatusError for a 4xx) rolls everything back and stores no key, so a
 * retry runs again.
 */
export async function writeTransaction(
  db: Db,
  context: WriteContext,
  effect: (tx: Tx) => Promise<WriteResult>,
): Promise<WriteOutcome> {
  const { userId, idempotencyKey, requestHash } = context;
  const outcome = await db.transaction(async (tx) => {
    await lockUserWrites(tx, userId);
    if (idempotencyKey) {
      const stored = (await findStoredAnswers(tx, userId, [idempotencyKey])).get(idempotencyKey);
      if (stored) {
        if (stored.requestHash !== requestHash) throw new StatusError(422, IDEMPOTENCY_MISMATCH);
        return { statusCode: stored.statusCode, body: stored.body, replayed: true };
      }
    }
    const result = await effect(tx);
    if (idempotencyKey) {
      await storeAnswers(tx, userId, new Map([[idempotencyKey, { requestHash, ...result }]]));
    }
    return { ...result, replayed: false };
  });
  if (idempotencyKey) purgeExpiredOccasionally(db);
  return outcome;
}

/** Step 1 above; also taken once by a push batch for all of its writes. */
export async function lockUserWrites(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
}
