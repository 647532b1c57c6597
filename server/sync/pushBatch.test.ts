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

  // A push batch answers runs of card entries with their handlers' batch form (cards/addCards.ts).
  // Each test below sends the same entries as one batch for one user and one call at a time for a
  // twin user, and compares every answer and the cards left.
  type Entry = { key: string; method: string; path: string; body?: unknown };
  const card = (collectionId: string | undefined, extra: Record<string, unknown> = {}) => ({
    collectionId,
    name: 'Llanowar Elves',
    setCode: 'm19',
    conditionQuantities: [{ condition: 'Near Mint', quantity: 2, purchasePrice: 0.25 }],
    ...extra,
  });
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
  async function batchVersusRoutes<Ids>(
    setUp: (user: TestUser) => Promise<Ids>,
    entries: (ids: Ids) => Entry[],
  ) {
    const [batchUser, aloneUser] = await Promise.all([
      registerUser(server.apiUrl),
      registerUser(server.apiUrl),
    ]);
    const batchIds = await setUp(batchUser);
    const answer = await push(
      batchUser,
      entries(batchIds).map(({ key, ...entry }) => ({ mutationId: key, ...entry })),
    );
    expect(answer.body.error).toBeUndefined();
    const fromBatch = (answer.body.data?.results ?? []).map((r) => [r.status, normalized(r.body)]);
    const aloneIds = await setUp(aloneUser);
    const fromRoutes = [];
    for (const { key, method, path, body } of entries(aloneIds)) {
      const reply = await aloneUser.api.request(method, path, { body, idempotencyKey: key });
      fromRoutes.push([reply.status, normalized(reply.body)]);
    }
    expect(fromBatch).toEqual(fromRoutes);
    expect(await cardsOf(batchUser)).toEqual(await cardsOf(aloneUser));
    return { statuses: fromBatch.map(([status]) => status), batchUser, batchIds };
  }
  const makeCollection = async (user: TestUser, name: string) =>
    (await user.api.post<Collection>('/collections', { name })).body.data?.id ?? '';

  it('answers a run of card creates exactly as each call sent alone, and leaves the same cards', async () => {
    const cara = await registerUser(server.apiUrl);
    const foreign = await makeCollection(cara, 'Not yours');
    const keys = Array.from({ length: 14 }, () => randomUUID());
    const setUp = async (user: TestUser) => ({
      binder: await makeCollection(user, 'Run binder'),
      gone: await makeCollection(user, 'Run gone'),
    });
    const { statuses, batchUser, batchIds } = await batchVersusRoutes(setUp, ({ binder, gone }) => [
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
      { key: keys[9], method: 'DELETE', path: `/collections/${gone}` },
      { key: keys[10], method: 'POST', path: '/cards', body: card(gone) },
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder) },
      { key: keys[0], method: 'POST', path: '/cards', body: card(binder, { name: 'Changed' }) },
      { key: keys[11], method: 'POST', path: '/cards', body: card(binder, { name: 'Last' }) },
    ]);
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 404, 404, 201, 400, 200, 404, 201, 422, 201]);
    // A refused create stored no key: the same key with a fixed body now creates the card.
    const retried = await push(batchUser, [
      { mutationId: keys[3], method: 'POST', path: '/cards', body: card(batchIds.binder) },
    ]);
    expect(retried.body.data?.results[0].status).toBe(201);
  });

  it('answers a run of add-to-collection merges exactly as each call sent alone, and leaves the same cards', async () => {
    const cara = await registerUser(server.apiUrl);
    const foreign = await makeCollection(cara, 'Not yours');
    const keys = Array.from({ length: 20 }, () => randomUUID());
    // A quick add: one copy.
    const add = (collectionId: string | undefined, extra: Record<string, unknown> = {}) =>
      card(collectionId, {
        conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 0.25 }],
        ...extra,
      });
    // Stored before the run: two copies of one printing made at different times (the older one takes
    // merges), two made in one transaction (same time: the smaller id takes them), one near the limit.
    const setUp = async (user: TestUser) => {
      const binder = await makeCollection(user, 'Merge binder');
      await user.api.post('/cards', card(binder, { notes: 'older' }));
      await user.api.post('/cards', card(binder, { notes: 'newer' }));
      const forest = add(binder, { name: 'Forest', setCode: 'dom' });
      await push(user, [
        { mutationId: randomUUID(), method: 'POST', path: '/cards/add-individual', body: forest },
        { mutationId: randomUUID(), method: 'POST', path: '/cards/add-individual', body: forest },
      ]);
      await user.api.post(
        '/cards',
        card(binder, {
          name: 'Island',
          conditionQuantities: [{ condition: 'Near Mint', quantity: 99_998 }],
        }),
      );
      return { binder };
    };
    const atc = '/cards/add-to-collection';
    const { statuses } = await batchVersusRoutes(setUp, ({ binder }) => [
      { key: keys[0], method: 'POST', path: atc, body: add(binder) },
      {
        key: keys[1],
        method: 'POST',
        path: atc,
        body: add(binder, { name: 'LLANOWAR elves', setCode: 'M19' }),
      },
      {
        key: keys[2],
        method: 'POST',
        path: atc,
        body: add(binder, { conditionQuantities: [{ condition: 'Played', quantity: 3 }] }),
      },
      { key: keys[3], method: 'POST', path: atc, body: add(binder, { foil: true }) },
      { key: keys[4], method: 'POST', path: atc, body: add(binder, { foil: true }) },
      { key: keys[5], method: 'POST', path: atc, body: add(binder, { status: 'want' }) },
      { key: keys[6], method: 'POST', path: atc, body: add(binder, { name: 'Forest', setCode: 'dom' }) },
      { key: keys[7], method: 'POST', path: '/cards', body: card(binder, { name: 'Giant Growth' }) },
      { key: keys[8], method: 'POST', path: atc, body: add(binder, { name: 'giant growth' }) },
      { key: keys[9], method: 'POST', path: '/cards/add-individual', body: add(binder, { name: 'Shock' }) },
      { key: keys[10], method: 'POST', path: atc, body: add(binder, { name: 'Shock' }) },
      {
        key: keys[11],
        method: 'POST',
        path: atc,
        body: add(binder, { name: 'Island', conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }] }),
      },
      {
        key: keys[12],
        method: 'POST',
        path: atc,
        body: add(binder, { name: 'Island', conditionQuantities: [{ condition: 'Near Mint', quantity: 5 }] }),
      },
      { key: keys[13], method: 'POST', path: atc, body: add(foreign) },
      {
        key: keys[14],
        method: 'POST',
        path: atc,
        body: card(binder, {
          conditionQuantities: [
            { condition: 'Near Mint', quantity: 1 },
            { condition: 'Played', quantity: 1 },
          ],
        }),
      },
      { key: keys[0], method: 'POST', path: atc, body: add(binder) },
      { key: keys[15], method: 'POST', path: atc, body: add(binder, { name: 'Brand New', setCode: 'neo' }) },
      { key: keys[15], method: 'POST', path: atc, body: add(binder, { name: 'Brand New', setCode: 'neo' }) },
      { key: keys[16], method: 'POST', path: atc, body: add(binder, { name: 'Brand New', setCode: 'neo' }) },
    ]);
    expect(statuses).toEqual([
      200, 200, 200, 201, 200, 201, 200, 201, 200, 201, 200, 200, 400, 404, 400, 200, 201, 201, 200,
    ]);
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
