import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthSession, TokenPair, User } from '../../src/domain/schemas';
import { TEXTS } from '../../src/domain/texts';
import { refreshTokens } from '../db/schema';
import { registerUser, testApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { WRONG_PASSWORD } from './accountRoutes';
import { AUTH_REQUIRED } from './sessionCheck';
import { EMAIL_TAKEN } from './sessionRoutes';
import { hashRefreshToken, REFRESH_FAILED, REFRESH_REUSED } from './sessions';

describeEachBackend('accounts and sessions', (backend) => {
  let server: TestServer;
  const anonymous = () => testApi(server.apiUrl);

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  it('registers, answering like login, and refuses a second account with the same email', async () => {
    const user = await registerUser(server.apiUrl, { username: 'Ana', email: 'Ana@Example.test' });
    expect(user.user).toMatchObject({ username: 'Ana', email: 'ana@example.test' });
    expect(user.accessToken.split('.')).toHaveLength(3);
    expect(user.refreshToken.length).toBeGreaterThan(30);
    const again = await anonymous().post('/auth/register', {
      username: 'Other',
      email: 'ANA@example.test',
      password: 'another password',
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(EMAIL_TAKEN);
  });

  it('refuses short passwords and bad emails with a message naming the field', async () => {
    const short = await anonymous().post('/auth/register', {
      username: 'A',
      email: 'a@b.test',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('password: Password must be at least 8 characters');
    const bad = await anonymous().post('/auth/register', {
      username: 'A',
      email: 'nope',
      password: 'long enough',
    });
    expect(bad.body.error?.message).toMatch(/^email: /);
  });

  it('signs in with the right password only, with one message for every failure', async () => {
    const user = await registerUser(server.apiUrl);
    const login = await anonymous().post<AuthSession>('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.data?.user.id).toBe(user.user.id);
    const wrong = await anonymous().post('/auth/login', { email: user.email, password: 'wrong password' });
    const unknown = await anonymous().post('/auth/login', {
      email: 'nobody@example.test',
      password: 'whatever1',
    });
    for (const failure of [wrong, unknown]) {
      expect(failure.status).toBe(401);
      expect(failure.body).toEqual({ success: false, error: { message: TEXTS.invalidCredentials } });
    }
  });

  it('reads and updates the profile; another account’s email is refused', async () => {
    const user = await registerUser(server.apiUrl);
    const other = await registerUser(server.apiUrl);
    expect((await user.api.get<User>('/auth/profile')).body.data).toEqual(user.user);
    const renamed = await user.api.put<User>('/auth/profile', { username: 'Renamed' });
    expect(renamed.body.data).toEqual({ ...user.user, username: 'Renamed' });
    const taken = await user.api.put('/auth/profile', { email: other.email });
    expect(taken.status).toBe(409);
    expect((await user.api.put('/auth/profile', { username: '' })).status).toBe(400);
  });

  it('rotates the refresh token on every refresh; the new access token works', async () => {
    const user = await registerUser(server.apiUrl);
    const first = await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    const pair = first.body.data as TokenPair;
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect((await testApi(server.apiUrl, pair.accessToken).get('/auth/profile')).status).toBe(200);
    const second = await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: pair.refreshToken });
    expect(second.status).toBe(200);
  });

  it('a reused refresh token revokes its whole family once a later token was used', async () => {
    const user = await registerUser(server.apiUrl);
    const rotated = (await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: user.refreshToken }))
      .body.data as TokenPair;
    const newer = (await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: rotated.refreshToken }))
      .body.data as TokenPair;
    const reuse = await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.message).toBe(REFRESH_REUSED);
    const newest = await anonymous().post('/auth/refresh', { refreshToken: newer.refreshToken });
    expect(newest.status).toBe(401);
    expect(newest.body.error?.message).toBe(REFRESH_FAILED);
  });

  it('a retry after a lost refresh answer gets a fresh pair; the lost one no longer works', async () => {
    const user = await registerUser(server.apiUrl);
    const lost = (await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: user.refreshToken }))
      .body.data as TokenPair;
    const retry = await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: user.refreshToken });
    expect(retry.status).toBe(200);
    const fresh = retry.body.data as TokenPair;
    expect((await anonymous().post('/auth/refresh', { refreshToken: lost.refreshToken })).status).toBe(401);
    expect((await testApi(server.apiUrl, fresh.accessToken).get('/auth/profile')).status).toBe(200);
    expect((await anonymous().post('/auth/refresh', { refreshToken: fresh.refreshToken })).status).toBe(200);
  });

  it('past the retry grace, presenting a used token again revokes the family', async () => {
    const user = await registerUser(server.apiUrl);
    const rotated = (await anonymous().post<TokenPair>('/auth/refresh', { refreshToken: user.refreshToken }))
      .body.data as TokenPair;
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '2 minutes'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(user.refreshToken)));
    const reuse = await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken });
    expect(reuse.body.error?.message).toBe(REFRESH_REUSED);
    expect((await anonymous().post('/auth/refresh', { refreshToken: rotated.refreshToken })).status).toBe(
      401,
    );
  });

  it('an unknown refresh token answers 401, a missing one 400', async () => {
    expect((await anonymous().post('/auth/refresh', { refreshToken: 'made-up' })).status).toBe(401);
    expect((await anonymous().post('/auth/refresh', {})).status).toBe(400);
  });

  it('logout revokes the presented session only', async () => {
    const user = await registerUser(server.apiUrl);
    const second = (
      await anonymous().post<AuthSession>('/auth/login', { email: user.email, password: user.password })
    ).body.data as AuthSession;
    expect((await anonymous().post('/auth/logout', { refreshToken: user.refreshToken })).status).toBe(200);
    expect((await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await anonymous().post('/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(200);
  });

  it('logout without a body revokes the access token’s session; without any token it is 401', async () => {
    const user = await registerUser(server.apiUrl);
    expect((await user.api.post('/auth/logout')).status).toBe(200);
    expect((await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    const none = await anonymous().post('/auth/logout');
    expect(none.status).toBe(401);
    expect(none.body.error?.message).toBe(AUTH_REQUIRED);
  });

  it('change-password needs the current password and signs out the other sessions', async () => {
    const user = await registerUser(server.apiUrl);
    const other = (
      await anonymous().post<AuthSession>('/auth/login', { email: user.email, password: user.password })
    ).body.data as AuthSession;
    const wrong = await user.api.put('/auth/change-password', {
      currentPassword: 'not it at all',
      newPassword: 'a new password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toMatch(/^currentPassword: /);
    const changed = await user.api.put('/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a new password',
    });
    expect(changed.status).toBe(200);
    expect((await anonymous().post('/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
    // The other sign-in's access token stops working at once; this one's keeps working.
    expect((await testApi(server.apiUrl, other.accessToken).get('/auth/profile')).status).toBe(401);
    expect((await user.api.get('/auth/profile')).status).toBe(200);
    expect((await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(200);
    const oldLogin = await anonymous().post('/auth/login', { email: user.email, password: user.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await anonymous().post('/auth/login', { email: user.email, password: 'a new password' });
    expect(newLogin.status).toBe(200);
  });

  it('deactivate deletes the data, ends the sessions and refuses later sign-ins', async () => {
    const user = await registerUser(server.apiUrl);
    await user.api.post('/collections', { name: 'Mine' });
    const wrong = await user.api.delete('/auth/deactivate', { body: { password: 'not my password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(WRONG_PASSWORD);
    expect((await user.api.get('/collections')).body.data).toEqual([
      expect.objectContaining({ name: 'Mine' }),
    ]);
    expect((await user.api.delete('/auth/deactivate')).status).toBe(400);
    const done = await user.api.delete('/auth/deactivate', { body: { password: user.password } });
    expect(done.status).toBe(200);
    expect((await user.api.get('/collections')).status).toBe(401);
    expect((await anonymous().post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    const login = await anonymous().post('/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(401);
    expect(login.body.error?.message).toBe(TEXTS.invalidCredentials);
    const left = await server.database.db.query.collections.findMany({
      where: (collections, { eq }) => eq(collections.userId, user.user.id),
    });
    expect(left).toEqual([]);
  });

  it('answers 401 for account routes without a token, with a forged token, or with a garbled one', async () => {
    const user = await registerUser(server.apiUrl);
    const [header, payload] = user.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [null, forged, 'garbage']) {
      for (const [method, path] of [
        ['GET', '/auth/profile'],
        ['PUT', '/auth/profile'],
        ['PUT', '/auth/change-password'],
        ['DELETE', '/auth/deactivate'],
      ] as const) {
        const body = method === 'GET' ? undefined : {};
        const answer = await testApi(server.apiUrl).request(method, path, { token, body });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body.success).toBe(false);
      }
    }
  });
});
