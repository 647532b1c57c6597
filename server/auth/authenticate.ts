import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { StatusError } from '../errors/statusError';
import type { VerifiedClaims } from './accessTokens';

export const AUTH_REQUIRED = 'Authentication required. Please sign in.';
export const AUTH_INVALID = 'Your session has expired. Please sign in again.';

/** A token of another sign-in, issued before a password change ended the other sessions. */
function endedByPasswordChange(
  claims: VerifiedClaims,
  user: { otherSessionsEndedAt: Date | null; keptSessionId: string | null },
): boolean {
  if (!user.otherSessionsEndedAt || claims.sessionId === user.keptSessionId) return false;
  return claims.issuedAtMs < user.otherSessionsEndedAt.getTime();
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * `onRequest` hook of every authenticated route group: sets `request.userId` from a valid access
 * token of an active user whose sign-in was not ended by a password change, else answers 401. It runs before the body is parsed, so a request
 * without a token answers 401 whatever its body. The active check costs one primary-key read and
 * makes a deactivated account's remaining access tokens useless at once.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new StatusError(401, AUTH_REQUIRED);
  const claims = await request.server.accessTokens.verify(token);
  if (!claims) throw new StatusError(401, AUTH_INVALID);
  const [user] = await request.server.db
    .select({
      isActive: users.isActive,
      otherSessionsEndedAt: users.otherSessionsEndedAt,
      keptSessionId: users.keptSessionId,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user?.isActive || endedByPasswordChange(claims, user)) throw new StatusError(401, AUTH_INVALID);
  request.userId = claims.userId;
  request.sessionId = claims.sessionId;
}
