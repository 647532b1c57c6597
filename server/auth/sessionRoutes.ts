import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXTS } from '../../src/domain/account/accountTexts';
import { API } from '../../src/domain/api';
import { TEXTS } from '../../src/domain/texts';
import { users } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { bearerToken } from './authenticate';
import {
  assertLoginAllowed,
  clearLoginFailures,
  loginCounterKeys,
  recordLoginFailure,
} from './loginRateLimit';
import { AUTH_REQUIRED } from './sessionCheck';
import { familyOfToken, revokeFamily, rotateRefreshToken, startSession } from './sessions';
import { checkSignInCode, consumeSignInCode } from './twoFactor';

export const EMAIL_TAKEN = 'An account with this email already exists.';
const { register, login, refresh, logout } = API.public;

/** Sign-up, sign-in, token refresh and sign-out: the routes reachable without an access token. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db, accessTokens, passwords } = app;

  route(app, register, async ({ body: input }, _, reply) => {
    const passwordHash = await passwords.hash(input.password);
    const session = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) throw new StatusError(409, EMAIL_TAKEN);
      return startSession(tx, accessTokens, user);
    });
    return reply.status(201).send(ok(session));
  });

  route(app, login, async ({ body: input }, request) => {
    const keys = loginCounterKeys(input.email, request.ip);
    await assertLoginAllowed(db, keys);
    const [user] = await db.select().from(users).where(eq(users.email, input.email));
    const valid =
      user?.isActive === true
        ? await passwords.verify(input.password, user.passwordHash)
        : await passwords.verifyAgainstNothing(input.password);
    if (!user || !valid) {
      await recordLoginFailure(db, keys);
      throw new StatusError(401, TEXTS.invalidCredentials);
    }
    if (user.totpSecret) {
      // The password was right: ask for the code without counting a failure.
      if (!input.code) throw new StatusError(401, ACCOUNT_TEXTS.twoFactorRequired);
      const accepted = checkSignInCode(user, input.code, true);
      if (!accepted || !(await consumeSignInCode(db, user.id, accepted))) {
        await recordLoginFailure(db, keys);
        throw new StatusError(401, ACCOUNT_TEXTS.invalidTwoFactorCode);
      }
    }
    await clearLoginFailures(db, keys[0]);
    return ok(await startSession(db, accessTokens, user));
  });

  route(app, refresh, async ({ body: { refreshToken } }) => {
    const rotation = await rotateRefreshToken(db, accessTokens, refreshToken);
    if (!rotation.ok) throw new StatusError(401, rotation.message);
    return ok({ accessToken: rotation.accessToken, refreshToken: rotation.refreshToken });
  });

  /** Revokes the presented refresh token's sign-in, else the one the access token belongs to. */
  route(app, logout, async ({ body: { refreshToken } }, request) => {
    if (refreshToken) {
      await revokeFamily(db, (await familyOfToken(db, refreshToken)).familyId);
      return ok(null);
    }
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token) : undefined;
    if (!claims) throw new StatusError(401, AUTH_REQUIRED);
    await revokeFamily(db, claims.sessionId);
    return ok(null);
  });
}
