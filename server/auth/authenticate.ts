import type { FastifyRequest } from 'fastify';
import { StatusError } from '../errors/statusError';
import { AUTH_INVALID, AUTH_REQUIRED, assertSession, readSessionState } from './sessionCheck';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * `onRequest` hook of every authenticated route group: sets `request.userId` from a valid access
 * token of an active user whose sign-in was not ended by a password change, else answers 401. It runs before the body is parsed, so a request
 * without a token answers 401 whatever its body. The active check costs one primary-key read and
 * makes a deactivated account's remaining access tokens useless at once. A route whose own query
 * reads the user's session state (`foldsSessionCheck` in its config) keeps the claims for its
 * handler instead: one query less per request, and the user is still checked before any answer.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new StatusError(401, AUTH_REQUIRED);
  const claims = await request.server.accessTokens.verify(token);
  if (!claims) throw new StatusError(401, AUTH_INVALID);
  if (request.routeOptions.config.foldsSessionCheck) request.claims = claims;
  else assertSession(claims, await readSessionState(request.server.db, claims.userId));
  request.userId = claims.userId;
  request.sessionId = claims.sessionId;
}
