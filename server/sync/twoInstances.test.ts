import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, ChangesPage, Collection, TokenPair } from '../../src/domain/schemas';
import { REFRESH_REUSED } from '../auth/sessions';
import { registerUser, type TestApi, testApi } from '../testing/apiClient';
import { POSTGRES_MISSING, postgresBinariesAvailable } from '../testing/postgresCluster';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const available = postgresBinariesAvailable();
if (!available) console.warn(POSTGRES_MISSING);

/** Stateless servers: two instances on one PostgreSQL behave as one. */
describe.skipIf(!available)(available ? 'two instances on one PostgreSQL' : POSTGRES_MISSING, () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    // No JWT_SECRET: each instance finds the generated one in the database.
    first = await startTestServer({ backend: 'postgres', jwtSecret: null });
    second = await startTestServer({ backend: 'postgres', databaseUrl: first.databaseUrl, jwtSecret: null });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('a client alternating between the instances sees one state', async () => {
    const user = await registerUser(first.apiUrl);
    const [a, b]: TestApi[] = [user.api, testApi(second.apiUrl, user.accessToken)];
    const made = (await b.post<Collection>('/collections', { name: 'Shared' })).body.data as Collection;
    expect((await a.get(`/collections/${made.id}`)).body.data).toEqual(made);
    await a.put(`/collections/${made.id}`, { description: 'from A' });
    expect((await b.get<Collection>(`/collections/${made.id}`)).body.data?.description).toBe('from A');
    const other = (await a.post<Collection>('/collections', { name: 'Second' })).body.data as Collection;
    await b.put(`/collections/${other.id}/set-default`);
    const viaA = (await a.get<Collection[]>('/collections')).body.data;
    const viaB = (await b.get<Collection[]>('/collections')).body.data;
    expect(viaA).toEqual(viaB);
    expect(viaA?.filter((collection) => collection.isDefault).map((collection) => collection.id)).toEqual([
      other.id,
    ]);
    const feedA = (await a.get<ChangesPage>('/sync/changes')).body.data;
    expect((await b.get<ChangesPage>('/sync/changes')).body.data).toEqual(feedA);
  });

  it('an Idempotency-Key repeated to the other instance has no second effect', async () => {
    const user = await registerUser(second.apiUrl);
    const [a, b] = [testApi(first.apiUrl, user.accessToken), user.api];
    const key = randomUUID();
    const once = await a.post('/collections', { name: 'Exactly once' }, { idempotencyKey: key });
    const again = await b.post('/collections', { name: 'Exactly once' }, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(once.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const racing = randomUUID();
    await Promise.all(
      [a, b, a, b].map((api) => api.post('/collections', { name: 'Raced' }, { idempotencyKey: racing })),
    );
    const names = ((await a.get<Collection[]>('/collections')).body.data ?? []).map((c) => c.name);
    expect(names.sort()).toEqual(['Exactly once', 'Raced']);
    const mismatch = await b.post('/collections', { name: 'Different' }, { idempotencyKey: key });
    expect(mismatch.status).toBe(422);
  });

  it('a refresh token rotated on one instance is reuse on the other', async () => {
    const user = await registerUser(first.apiUrl);
    const rotated = await testApi(second.apiUrl).post<TokenPair>('/auth/refresh', {
      refreshToken: user.refreshToken,
    });
    expect(rotated.status).toBe(200);
    // The successor is used (on the second instance too), so the old token is no lost-answer retry.
    const onward = await testApi(second.apiUrl).post('/auth/refresh', {
      refreshToken: rotated.body.data?.refreshToken,
    });
    expect(onward.status).toBe(200);
    const reuse = await testApi(first.apiUrl).post('/auth/refresh', { refreshToken: user.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.message).toBe(REFRESH_REUSED);
  });

  it('login failures count across instances', async () => {
    const user = await registerUser(first.apiUrl);
    for (let attempt = 0; attempt < 10; attempt++) {
      const target = attempt % 2 ? first : second;
      await testApi(target.apiUrl).post('/auth/login', { email: user.email, password: 'wrong password' });
    }
    const blocked = await testApi(first.apiUrl).post<AuthSession>('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.status).toBe(429);
  });
});
