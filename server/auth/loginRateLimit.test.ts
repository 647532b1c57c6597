import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEXTS } from '../../src/domain/texts';
import { rateLimitCounters } from '../db/schema';
import { registerUser, testApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_ATTEMPTS } from './loginRateLimit';

describeEachBackend('sign-in rate limit', (backend) => {
  let server: TestServer;
  const login = (email: string, password: string) =>
    testApi(server.apiUrl).post('/auth/login', { email, password });
  const forgetAddressCounter = () =>
    server.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'login:ip:%'));

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  it('blocks an email after 10 failures, even with the right password, and not other emails', async () => {
    const target = await registerUser(server.apiUrl);
    const bystander = await registerUser(server.apiUrl);
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      const failed = await login(target.email, 'wrong password');
      expect(failed.status).toBe(401);
      expect(failed.body.error?.message).toBe(TEXTS.invalidCredentials);
    }
    const blocked = await login(target.email, target.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: { message: TOO_MANY_ATTEMPTS } });
    // The same failures also filled this address's counter; forget it to see the email's alone.
    await forgetAddressCounter();
    expect((await login(bystander.email, bystander.password)).status).toBe(200);
    expect((await login(target.email, target.password)).status).toBe(429);
  });

  it('opens again once the 15-minute window has passed', async () => {
    const user = await registerUser(server.apiUrl);
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) await login(user.email, 'wrong password');
    expect((await login(user.email, user.password)).status).toBe(429);
    await server.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('blocks an address after 10 failures across different emails', async () => {
    await forgetAddressCounter();
    const user = await registerUser(server.apiUrl);
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      expect((await login(`unknown-${attempt}@example.test`, 'whatever1')).status).toBe(401);
    }
    const blocked = await login(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.message).toBe(TOO_MANY_ATTEMPTS);
  });
});
