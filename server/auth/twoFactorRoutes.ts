import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXTS } from '../../src/domain/account/accountTexts';
import { API } from '../../src/domain/api';
import { users } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import { loadUser } from './accountRoutes';
import { checkSignInCode, hashRecoveryCode, newRecoveryCodes, totpStepOf } from './twoFactor';

export const INVALID_CODE = `code: ${ACCOUNT_TEXTS.invalidTwoFactorCode}`;
export const ALREADY_ENABLED = ACCOUNT_TEXTS.twoFactorAlreadyEnabled;

/** Two-factor sign-in of the signed-in user: status, enable with a first code, disable with a code. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const { twoFactorStatus, enableTwoFactor, disableTwoFactor } = API.account;

  route(app, twoFactorStatus, async (_, request) => {
    const user = await loadUser(app.db, request.userId);
    return ok({ enabled: user.totpSecret !== null });
  });

  /** The first code proves the authenticator app holds the secret before sign-in starts asking for it. */
  route(app, enableTwoFactor, async ({ body: input }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const user = await loadUser(tx, request.userId);
      if (user.totpSecret) throw new StatusError(409, ALREADY_ENABLED);
      if (totpStepOf(input.secret, input.code) === undefined) throw new StatusError(400, INVALID_CODE);
      const recoveryCodes = newRecoveryCodes();
      await tx
        .update(users)
        .set({
          totpSecret: input.secret,
          totpLastStep: null,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          updatedAt: new Date(),
        })
        .where(eq(users.id, request.userId));
      return { statusCode: 200, body: ok({ recoveryCodes }) };
    }),
  );

  route(app, disableTwoFactor, async ({ body: input }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const user = await loadUser(tx, request.userId);
      if (!user.totpSecret) return { statusCode: 200, body: ok(null) };
      // The session is already signed in, so a code seen at sign-in may be shown again here.
      if (!checkSignInCode(user, input.code, false)) throw new StatusError(400, INVALID_CODE);
      await tx
        .update(users)
        .set({ totpSecret: null, totpLastStep: null, recoveryCodeHashes: [], updatedAt: new Date() })
        .where(eq(users.id, request.userId));
      return { statusCode: 200, body: ok(null) };
    }),
  );
}
