import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rawRows } from '../db/rawRows';
import { StatusError } from '../errors/statusError';
import type { VerifiedClaims } from './accessTokens';

export const AUTH_REQUIRED = 'Authentication required. Please sign in.';
export const AUTH_INVALID = 'Your session has expired. Please sign in again.';

/** What the check of a signed-in request reads of its user. */
export interface SessionState {
  isActive: boolean;
  /** When a password change ended the other sign-ins, in whole ms (as a JS Date holds it). */
  otherSessionsEndedAtMs: number | null;
  keptSessionId: string | null;
}

/**
 * The columns of `users u` that make a `SessionState`: a query of any read may carry them, so the
 * check costs no query of its own (auth/authenticate.ts, `foldsSessionCheck`).
 */
export const sessionStateColumns = sql`u.is_active as "isActive",
  floor(extract(epoch from u.other_sessions_ended_at) * 1000)::float8 as "otherSessionsEndedAtMs",
  u.kept_session_id as "keptSessionId"`;

export async function readSessionState(db: DbOrTx, userId: string): Promise<SessionState | undefined> {
  const [state] = await rawRows<SessionState>(
    db,
    sql`select ${sessionStateColumns} from users u where u.id = ${userId}`,
  );
  return state;
}

/** A token of another sign-in, issued before a password change ended the other sessions. */
function endedByPasswordChange(claims: VerifiedClaims, user: SessionState): boolean {
  if (user.otherSessionsEndedAtMs === null || claims.sessionId === user.keptSessionId) return false;
  return claims.issuedAtMs < user.otherSessionsEndedAtMs;
}

/**
 * 401 unless the token's user is active and its sign-in was not ended by a password change: a
 * deactivated account's remaining access tokens are useless at once.
 */
export function assertSession(claims: VerifiedClaims, user: SessionState | undefined): void {
  if (!user?.isActive || endedByPasswordChange(claims, user)) throw new StatusError(401, AUTH_INVALID);
}
