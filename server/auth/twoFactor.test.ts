import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../src/domain/account/accountTexts';
import { newTotpSecret, RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS } from '../../src/domain/account/twoFactor';
import type { AuthSession, RecoveryCodes, TwoFactorStatus } from '../../src/domain/schemas';
import { rateLimitCounters, users } from '../db/schema';
import { registerUser, type TestUser, testApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_ATTEMPTS } from './loginRateLimit';
import { checkSignInCode, hashRecoveryCode, totpCodeAt, totpStepOf } from './twoFactor';
import { ALREADY_ENABLED, INVALID_CODE } from './twoFactorRoutes';

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

it('accepts the codes of this period and its neighbours only, answering their time step', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;
  const step = Math.floor(now / PERIOD_MS);
  expect(totpStepOf(secret, totpCodeAt(secret, now), now)).toBe(step);
  expect(totpStepOf(secret, totpCodeAt(secret, now - PERIOD_MS), now)).toBe(step - 1);
  expect(totpStepOf(secret, totpCodeAt(secret, now + PERIOD_MS), now)).toBe(step + 1);
  expect(totpStepOf(secret, totpCodeAt(secret, now - 3 * PERIOD_MS), now)).toBeUndefined();
  expect(totpStepOf(secret, 'abcdef', now)).toBeUndefined();
});

it('checks a sign-in code: no replay of a used step, recovery codes in any case and spacing', () => {
  const secret = newTotpSecret();
  const step = Math.floor(Date.now() / PERIOD_MS);
  const state = {
    totpSecret: secret,
    totpLastStep: step,
    recoveryCodeHashes: [hashRecoveryCode('abcde-fghij')],
  };
  expect(checkSignInCode(state, totpCodeAt(secret), true)).toBeUndefined();
  expect(checkSignInCode(state, totpCodeAt(secret), false)).toEqual({ kind: 'totp', step });
  expect(checkSignInCode(state, ' ABCDE FGHIJ ', true)).toEqual({
    kind: 'recovery',
    hash: hashRecoveryCode('abcdefghij'),
  });
  expect(checkSignInCode({ ...state, totpSecret: null }, totpCodeAt(secret), true)).toBeUndefined();
});

describeEachBackend('two-factor sign-in', (backend) => {
  let server: TestServer;
  const login = (user: TestUser, code?: string) =>
    testApi(server.apiUrl).post<AuthSession>('/auth/login', {
      email: user.email,
      password: user.password,
      code,
    });

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  async function enable(user: TestUser) {
    const secret = newTotpSecret();
    const answer = await user.api.post<RecoveryCodes>('/auth/2fa/enable', {
      secret,
      code: totpCodeAt(secret),
    });
    expect(answer.status).toBe(200);
    return { secret, recoveryCodes: answer.body.data?.recoveryCodes ?? [] };
  }

  it('enables only with a right first code, once, and answers the recovery codes once', async () => {
    const user = await registerUser(server.apiUrl);
    expect((await user.api.get<TwoFactorStatus>('/auth/2fa')).body.data).toEqual({ enabled: false });
    const secret = newTotpSecret();
    const wrong = await user.api.post('/auth/2fa/enable', {
      secret,
      code: '000000' === totpCodeAt(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(INVALID_CODE);
    expect((await user.api.get<TwoFactorStatus>('/auth/2fa')).body.data).toEqual({ enabled: false });

    const { recoveryCodes } = await enable(user);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await user.api.get<TwoFactorStatus>('/auth/2fa')).body.data).toEqual({ enabled: true });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row.recoveryCodeHashes).toEqual(recoveryCodes.map(hashRecoveryCode));

    const again = await user.api.post('/auth/2fa/enable', { secret, code: totpCodeAt(secret) });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(ALREADY_ENABLED);
  });

  it('sign-in asks for the code after the right password, refuses a wrong or replayed one', async () => {
    const user = await registerUser(server.apiUrl);
    const { secret, recoveryCodes } = await enable(user);

    const wrongPassword = await testApi(server.apiUrl).post('/auth/login', {
      email: user.email,
      password: 'wrong password',
      code: totpCodeAt(secret),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error?.message).not.toBe(ACCOUNT_TEXTS.twoFactorRequired);

    const noCode = await login(user);
    expect(noCode.status).toBe(401);
    expect(noCode.body.error?.message).toBe(ACCOUNT_TEXTS.twoFactorRequired);
    const badCode = await login(user, 'zzzzz-zzzzz');
    expect(badCode.status).toBe(401);
    expect(badCode.body.error?.message).toBe(ACCOUNT_TEXTS.invalidTwoFactorCode);

    const code = totpCodeAt(secret);
    const signedIn = await login(user, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user.id).toBe(user.user.id);
    expect((await login(user, code)).status, 'the same code a second time').toBe(401);

    const recovery = recoveryCodes[3].toUpperCase();
    expect((await login(user, recovery)).status).toBe(200);
    expect((await login(user, recovery)).status, 'a recovery code works once').toBe(401);
  });

  it('wrong codes count as failed sign-ins: guessing is stopped by the sign-in rate limit', async () => {
    // The other tests' failures come from the same address: start and end with no counters.
    const forgetCounters = () => server.database.db.delete(rateLimitCounters);
    await forgetCounters();
    try {
      const user = await registerUser(server.apiUrl);
      const { secret } = await enable(user);
      for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
        expect((await login(user, 'wrong-code')).status).toBe(401);
      }
      const blocked = await login(user, totpCodeAt(secret));
      expect(blocked.status).toBe(429);
      expect(blocked.body.error?.message).toBe(TOO_MANY_ATTEMPTS);
    } finally {
      await forgetCounters();
    }
  });

  it('disables with a current or recovery code only; sign-in then needs the password alone', async () => {
    const user = await registerUser(server.apiUrl);
    const { secret, recoveryCodes } = await enable(user);
    const wrong = await user.api.post('/auth/2fa/disable', { code: 'not-a-code' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(INVALID_CODE);
    expect((await user.api.get<TwoFactorStatus>('/auth/2fa')).body.data).toEqual({ enabled: true });

    expect((await user.api.post('/auth/2fa/disable', { code: totpCodeAt(secret) })).status).toBe(200);
    expect((await user.api.get<TwoFactorStatus>('/auth/2fa')).body.data).toEqual({ enabled: false });
    expect((await login(user)).status).toBe(200);
    // Its recovery codes went with it: enabling again makes new ones.
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ totpSecret: null, totpLastStep: null, recoveryCodeHashes: [] });

    const second = await enable(user);
    expect(second.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await user.api.post('/auth/2fa/disable', { code: second.recoveryCodes[9] })).status).toBe(200);
    expect((await login(user)).status).toBe(200);
  });
});
