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

  it('answers a run of card creates exactly as each call sent alone, and leaves the same cards', async () => {
    // The batch answers runs of card creates with one insert (cardCreateRun.ts) instead of the
    // route: every kind of answer that path can give is compared with the route's, entry by entry.
    const cara = await registerUser(server.apiUrl);
    const foreign = (await cara.api.post<Collection>('/collections', { name: 'Not yours' })).body.data?.id;
    const setUp = async (user: TestUser) => {
      const make = async (name: string) =>
        (await user.api.post<Collection>('/collections', { name })).body.data?.id ?? '';
      return { binder: await make('Run binder'), gone: await make('Run gone') };
    };
    const keys = Array.from({ length: 14 }, () => randomUUID());
    const card = (collectionId: string | undefined, extra: Record<string, unknown> = {}) => ({
      collectionId,
      name: 'Llanowar Elves',
      setCode: 'm19',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 2, purchasePrice: 0.25 }],
      ...extra,
    });
    const entries = ({ binder, gone }: { binder: string; gone: string }) => [
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder) },
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder) },
      { key: keys[1], method: 'POST', path: '/cards/add-individual', body: card(binder, { foil: true }) },
      {
        key: keys[2],
        method: 'POST',
        path: '/cards/add-individual',
        body: card(binder, {
          conditionQuantities: [
            { condition: 'Near Mint', quantity: 1 },
            { condition: 'Played', quantity: 1 },
          ],
        }),
      },
      { key: keys[3], method: 'POST', path: '/cards', body: card(binder, { name: '  ' }) },
      { key: keys[4], method: 'POST', path: '/cards', body: card(binder, { tcgplayer_id: -1 }) },
      { key: keys[5], method: 'POST', path: '/cards', body: card(foreign) },
      { key: keys[6], method: 'POST', path: '/cards', body: card('temp-7f3a') },
      { key: keys[7], method: 'POST', path: '/cards', body: card(binder.toUpperCase(), { name: 'Shock' }) },
      { key: keys[8], method: 'POST', path: '/cards', body: undefined },
      { key: keys[9], method: 'DELETE', path: `/collections/${gone}`, body: undefined },
      { key: keys[10], method: 'POST', path: '/cards', body: card(gone) },
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder) },
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder, { name: 'Changed' }) },
      { key: keys[11], method: 'POST', path: '/cards', body: card(binder, { name: 'Last' }) },
    ];
    // Ids and times differ between two users; everything else must match.
    const normalized = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>'),
      );
    // Cards made in one transaction share their creation time, so the list's order among them is
    // not the comparison's business: compare them sorted.
    const cardsOf = async (user: TestUser) =>
      ((await user.api.get<unknown[]>('/cards')).body.data ?? [])
        .map((c) => JSON.stringify(normalized(c)))
        .sort();

    const batched = await setUp(ana);
    const answer = await push(
      ana,
      entries(batched).map(({ key, ...entry }) => ({ mutationId: key, ...entry })),
    );
    expect(answer.body.error).toBeUndefined();
    const fromBatch = (answer.body.data?.results ?? []).map((r) => [r.status, normalized(r.body)]);

    const alone = await setUp(ben);
    const fromRoutes = [];
    for (const { key, method, path, body } of entries(alone)) {
      const reply = await ben.api.request(method, path, { body, idempotencyKey: key });
      fromRoutes.push([reply.status, normalized(reply.body)]);
    }

    expect(fromBatch.map(([status]) => status)).toEqual([
      201, 201, 201, 400, 400, 400, 404, 404, 201, 400, 200, 404, 201, 422, 201,
    ]);
    expect(fromBatch).toEqual(fromRoutes);
    expect(await cardsOf(ana)).toEqual(await cardsOf(ben));
    // A refused create stored no key: the same key with a fixed body now creates the card.
    const retried = await push(ana, [
      { mutationId: keys[3], method: 'POST', path: '/cards', body: card(batched.binder) },
    ]);
    expect(retried.body.data?.results[0].status).toBe(201);
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
