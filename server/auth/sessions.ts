import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AuthSession, User } from '../../src/domain/schemas';
import type { Db, DbOrTx } from '../db/database';
import { refreshTokens, users } from '../db/schema';
import { StatusError } from '../errors/statusError';
import type { AccessTokens } from './accessTokens';

const REFRESH_TOKEN_DAYS = 30;
/** How long a just-exchanged refresh token may be presented again when its answer was lost. */
export const REFRESH_RETRY_GRACE_MS = 60_000;

export const REFRESH_FAILED = 'Your session has expired. Please sign in again.';
export const REFRESH_REUSED = 'This session was signed out for safety. Please sign in again.';

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toUser = (row: typeof users.$inferSelect): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
});

async function issueRefreshToken(db: DbOrTx, userId: string, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
  });
  return token;
}

/** A new sign-in: a new refresh-token family and an access token bound to it. */
export async function startSession(
  db: DbOrTx,
  tokens: AccessTokens,
  user: typeof users.$inferSelect,
): Promise<AuthSession> {
  const familyId = randomUUID();
  const refreshToken = await issueRefreshToken(db, user.id, familyId);
  const accessToken = await tokens.sign({ userId: user.id, sessionId: familyId });
  return { accessToken, refreshToken, user: toUser(user) };
}

type Rotation = { ok: true; accessToken: string; refreshToken: string } | { ok: false; message: string };

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting a used one means it
 * was copied, so the whole family (that sign-in and all its rotations) is revoked. The revocation
 * must commit even though the answer is a 401, hence a result instead of a throw.
 *
 * One exception, for phones on a show floor's flaky network: a token exchanged less than a minute
 * ago whose successor has never been used is most likely a retry after a lost answer. Then the
 * undelivered successor is revoked and a fresh pair issued, instead of signing the device out.
 */
export async function rotateRefreshToken(db: Db, tokens: AccessTokens, token: string): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    if (!row || row.revokedAt) return { ok: false, message: REFRESH_FAILED };
    if (row.usedAt) {
      if (!(await isRetryAfterLostAnswer(tx, row))) {
        await revokeFamily(tx, row.familyId);
        return { ok: false, message: REFRESH_REUSED };
      }
      await revokeUnusedSuccessors(tx, row);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (row.expiresAt.getTime() <= Date.now() || !user?.isActive)
      return { ok: false, message: REFRESH_FAILED };
    await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await issueRefreshToken(tx, row.userId, row.familyId);
    const accessToken = await tokens.sign({ userId: row.userId, sessionId: row.familyId });
    return { ok: true, accessToken, refreshToken };
  });
}

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Successors: the tokens of the same sign-in issued after this one. The times are compared inside
 * the database: a JS Date keeps milliseconds only, and the truncated time would make the token its
 * own successor.
 */
const successorsOf = (row: RefreshTokenRow) =>
  and(
    eq(refreshTokens.familyId, row.familyId),
    ne(refreshTokens.id, row.id),
    gt(refreshTokens.createdAt, sql`(select created_at from refresh_tokens where id = ${row.id})`),
  );

async function isRetryAfterLostAnswer(tx: DbOrTx, row: RefreshTokenRow): Promise<boolean> {
  if (!row.usedAt || Date.now() - row.usedAt.getTime() > REFRESH_RETRY_GRACE_MS) return false;
  const [usedSuccessor] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(successorsOf(row), isNotNull(refreshTokens.usedAt)))
    .limit(1);
  return !usedSuccessor;
}

async function revokeUnusedSuccessors(tx: DbOrTx, row: RefreshTokenRow): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(successorsOf(row), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The sign-in a presented refresh token belongs to; an unknown token answers 401. */
export async function familyOfToken(
  db: DbOrTx,
  token: string,
): Promise<{ familyId: string; userId: string }> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) throw new StatusError(401, REFRESH_FAILED);
  return row;
}

/** Signs out every other device of the user (after a password change). */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepFamilyId: string): Promise<void> {
  await db
    .update(users)
    // The app's clock, like the access tokens' `iat_ms`, not the database's: the two are compared.
    .set({ otherSessionsEndedAt: new Date(), keptSessionId: keepFamilyId })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
