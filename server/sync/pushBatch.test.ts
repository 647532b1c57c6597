import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Collection, PushBatchResult } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';

describeEachBackend('push batch', (backend) => {
  let server: TestServer;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [ana, ben] = await Promise.all([registerUser(server.apiUrl), registerUser(server.apiUrl)]);
  });
  afterAll(() => server.stop());

  const push = (user: TestUser, mutations: unknown[]) =>
    user.api.post<PushBatchResult>('/sync/push', { mutations });
  const names = async (user: TestUser) =>
    ((await user.api.get<Collection[]>('/collections')).body.data ?? []).map((c) => c.name).sort();

  it('answers each entry as the call sent alone would, in order', async () => {
    const created = await ana.api.post<Collection>('/collections', { name: 'Binder' });
    const id = created.body.data?.id;
    const answer = await push(ana, [
      { mutationId: randomUUID(), method: 'POST', path: '/collections', body: { name: 'Deck box' } },
      { mutationId: randomUUID(), method: 'PUT', path: `/collections/${id}`, body: { name: 'Trade binder' } },
      { mutationId: randomUUID(), method: 'PUT', path: `/collections/${id}/set-default` },
    ]);
    expect(answer.status).toBe(200);
    const results = answer.body.data?.results ?? [];
    expect(results.map((r) => r.status)).toEqual([201, 200, 200]);
    expect(results[0].body).toMatchObject({ success: true, data: { name: 'Deck box', isDefault: false } });
    expect(results[2].body).toMatchObject({
      success: true,
      data: { id, name: 'Trade binder', isDefault: true },
    });
    expect(await names(ana)).toEqual(['Deck box', 'Trade binder']);
  });

  it('a repeated batch, or an entry first sent alone, has no second effect', async () => {
    const alone = {
      mutationId: randomUUID(),
      method: 'POST',
      path: '/collections',
      body: { name: 'Sent alone' },
    };
    const first = await ana.api.post('/collections', alone.body, { idempotencyKey: alone.mutationId });
    const batch = [
      alone,
      { mutationId: randomUUID(), method: 'POST', path: '/collections', body: { name: 'Twice' } },
    ];
    const once = await push(ana, batch);
    const twice = await push(ana, batch);
    expect(once.body.data?.results[0].body).toEqual(first.body);
    expect(twice.body.data?.results).toEqual(once.body.data?.results);
    const all = await names(ana);
    expect(all.filter((n) => n === 'Sent alone')).toHaveLength(1);
    expect(all.filter((n) => n === 'Twice')).toHaveLength(1);
  });

  it('a refused entry fails alone and leaves no key behind; the others are applied', async () => {
    const refusedKey = randomUUID();
    const answer = await push(ana, [
      { mutationId: refusedKey, method: 'POST', path: '/collections', body: { name: '   ' } },
      { mutationId: randomUUID(), method: 'POST', path: '/collections', body: { name: 'After the refusal' } },
    ]);
    const results = answer.body.data?.results ?? [];
    expect(results.map((r) => r.status)).toEqual([400, 201]);
    expect(results[0].body).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('name') },
    });
    expect(await names(ana)).toContain('After the refusal');
    // The user's fix goes out under the same key (Retry) and now succeeds.
    const retried = await push(ana, [
      { mutationId: refusedKey, method: 'POST', path: '/collections', body: { name: 'Fixed' } },
    ]);
    expect(retried.body.data?.results[0].status).toBe(201);
  });

  it("answers 404 for another user's record inside the batch", async () => {
    const anas = (await ana.api.get<Collection[]>('/collections')).body.data ?? [];
    const answer = await push(ben, [
      {
        mutationId: randomUUID(),
        method: 'PUT',
        path: `/collections/${anas[0].id}`,
        body: { name: 'Mine now' },
      },
    ]);
    expect(answer.body.data?.results[0]).toMatchObject({ status: 404, body: { success: false } });
    expect(await names(ana)).not.toContain('Mine now');
  });

  it('refuses a batch that is empty, too long, or names a route outside the data areas', async () => {
    const entry = (path: string) => ({ mutationId: randomUUID(), method: 'POST', path, body: {} });
    expect((await push(ana, [])).status).toBe(400);
    expect(
      (
        await push(
          ana,
          Array.from({ length: 101 }, () => entry('/collections')),
        )
      ).status,
    ).toBe(400);
    const auth = await push(ana, [entry('/auth/change-password')]);
    expect(auth.status).toBe(400);
    expect(auth.body.error?.message).toMatch(/path/);
    expect((await push(ana, [entry('/sync/push')])).status).toBe(400);
  });

  it('needs a valid token like every data route', async () => {
    const answer = await ana.api.post('/sync/push', { mutations: [] }, { token: null });
    expect(answer.status).toBe(401);
  });
});
