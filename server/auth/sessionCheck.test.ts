import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthSession, Collection } from '../../src/domain/schemas';
import { registerUser, testApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { AUTH_INVALID } from './sessionCheck';

/**
 * The list of a collection's cards checks the user in its own query (foldsSessionCheck): the same
 * refusals as every route whose hook checks, at once.
 */
describeEachBackend('the user check folded into a read', (backend) => {
  let server: TestServer;
  const listOf = (collection: Collection) => `/collections/${collection.id}/cards`;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  it('refuses a deactivated account’s token at once, whatever the id', async () => {
    const user = await registerUser(server.apiUrl);
    const shelf = await createCollection(user);
    expect((await user.api.get(listOf(shelf))).status).toBe(200);
    expect((await user.api.delete('/auth/deactivate', { body: { password: user.password } })).status).toBe(
      200,
    );
    for (const path of [
      listOf(shelf),
      '/collections/not-an-id/cards',
      `/collections/${crypto.randomUUID()}/cards`,
    ]) {
      const answer = await user.api.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.error?.message).toBe(AUTH_INVALID);
    }
  });

  it('refuses a sign-in a password change ended, and keeps the one that changed it', async () => {
    const user = await registerUser(server.apiUrl);
    const shelf = await createCollection(user);
    const login = await testApi(server.apiUrl).post<AuthSession>('/auth/login', {
      email: user.email,
      password: user.password,
    });
    const other = testApi(server.apiUrl, (login.body.data as AuthSession).accessToken);
    expect((await other.get(listOf(shelf))).status).toBe(200);
    const changed = await user.api.put('/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a new password',
    });
    expect(changed.status).toBe(200);
    expect((await other.get(listOf(shelf))).status).toBe(401);
    expect((await user.api.get(listOf(shelf))).status).toBe(200);
    const again = await testApi(server.apiUrl).post<AuthSession>('/auth/login', {
      email: user.email,
      password: 'a new password',
    });
    const fresh = testApi(server.apiUrl, (again.body.data as AuthSession).accessToken);
    expect((await fresh.get(listOf(shelf))).status).toBe(200);
  });

  it('answers 401 without a token or with a garbled one, 404 for another user’s collection', async () => {
    const owner = await registerUser(server.apiUrl);
    const shelf = await createCollection(owner);
    expect((await testApi(server.apiUrl).get(listOf(shelf))).status).toBe(401);
    expect((await testApi(server.apiUrl, 'garbage').get(listOf(shelf))).status).toBe(401);
    const stranger = await registerUser(server.apiUrl);
    expect((await stranger.api.get(listOf(shelf))).status).toBe(404);
  });
});
