import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Change, ChangesPage, Collection } from '../../src/domain/schemas';
import { cards, sealedDefinitions, sealedProducts } from '../db/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/** Pulls every page after `since`, as a device does; checks the cursor only moves forward. */
async function pullAll(user: TestUser, since = 0, limit = 10) {
  const changes: Change[] = [];
  let cursor = since;
  for (;;) {
    const answer = await user.api.get<ChangesPage>(`/sync/changes?since=${cursor}&limit=${limit}`);
    expect(answer.status).toBe(200);
    const page = answer.body.data as ChangesPage;
    expect(page.changes.length).toBeLessThanOrEqual(limit);
    expect(page.cursor).toBeGreaterThanOrEqual(cursor);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

/** A device's copy: the last change per id wins; tombstones remove. */
function applyChanges(state: Map<string, Record<string, unknown>>, changes: Change[]) {
  for (const change of changes) {
    if (change.deleted) state.delete(`${change.entity}:${change.id}`);
    else state.set(`${change.entity}:${change.id}`, change.data as Record<string, unknown>);
  }
}

describeEachBackend('change feed', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  it('pages through every row once, in revision order, with hasMore until the end', async () => {
    const user = await registerUser(server.apiUrl);
    for (let i = 0; i < 25; i++) await user.api.post('/collections', { name: `C${i}` });
    const pages: ChangesPage[] = [];
    let cursor = 0;
    do {
      const page = (await user.api.get<ChangesPage>(`/sync/changes?since=${cursor}&limit=10`)).body
        .data as ChangesPage;
      pages.push(page);
      cursor = page.cursor;
    } while (pages.at(-1)?.hasMore);
    expect(pages.map((page) => [page.changes.length, page.hasMore])).toEqual([
      [10, true],
      [10, true],
      [5, false],
    ]);
    const revisions = pages.flatMap((page) => page.changes.map((change) => change.revision));
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    expect(new Set(revisions).size).toBe(25);
    const names = pages.flatMap((page) => page.changes.map((change) => change.data?.name));
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `C${i}`));
    const after = (await user.api.get<ChangesPage>(`/sync/changes?since=${cursor}`)).body.data;
    expect(after).toEqual({ changes: [], cursor, hasMore: false });
  });

  it('sends a changed row again with its new revision, and a deleted row as a tombstone', async () => {
    const user = await registerUser(server.apiUrl);
    const created = (await user.api.post<Collection>('/collections', { name: 'Old' })).body
      .data as Collection;
    const gone = (await user.api.post<Collection>('/collections', { name: 'Gone' })).body.data as Collection;
    const { cursor } = await pullAll(user);
    await user.api.put(`/collections/${created.id}`, { name: 'New' });
    await user.api.delete(`/collections/${gone.id}`);
    const { changes } = await pullAll(user, cursor);
    const renamed = changes.find((change) => change.id === created.id);
    expect(renamed?.data).toMatchObject({ name: 'New', isDefault: true });
    expect(renamed?.revision).toBeGreaterThan(cursor);
    expect(changes.find((change) => change.id === gone.id)).toMatchObject({
      entity: 'collections',
      deleted: true,
      data: null,
    });
  });

  it('answers every entity in its REST shape, sealed products with their definition joined in', async () => {
    const user = await registerUser(server.apiUrl);
    const collection = (await user.api.post<Collection>('/collections', { name: 'Shapes' })).body
      .data as Collection;
    const { db } = server.database;
    const userId = user.user.id;
    await db.insert(cards).values({
      userId,
      collectionId: collection.id,
      name: 'Counterspell',
      color: 'blue',
      rarity: 'Uncommon',
      status: 'want',
      tcgplayerId: 42,
      conditionQuantities: [
        { condition: 'Near Mint', quantity: 1, purchasePrice: null, purchaseDate: null, transactionId: null },
      ],
    });
    const [definition] = await db
      .insert(sealedDefinitions)
      .values({ userId, name: 'Beta Box', set: 'Beta', type: 'Booster Box', releaseDate: '1993-10-04' })
      .returning();
    await db.insert(sealedProducts).values({
      userId,
      collectionId: collection.id,
      definitionId: definition?.id as string,
      condition: 'Sealed',
      status: 'have',
    });
    const { changes } = await pullAll(user);
    const byEntity = Object.fromEntries(changes.map((change) => [change.entity, change.data]));
    expect(byEntity.cards).toMatchObject({
      name: 'Counterspell',
      tcgplayer_id: 42,
      status: 'want',
      collectionId: collection.id,
    });
    expect(byEntity.sealedDefinitions).toMatchObject({
      name: 'Beta Box',
      releaseDate: '1993-10-04',
      isActive: true,
    });
    expect(byEntity.sealedProducts).toMatchObject({
      definitionId: definition?.id,
      name: 'Beta Box',
      set: 'Beta',
      type: 'Booster Box',
      quantity: 1,
    });
  });

  it('shows a user only their own rows', async () => {
    const [ana, ben] = [await registerUser(server.apiUrl), await registerUser(server.apiUrl)];
    await ana.api.post('/collections', { name: 'Ana’s' });
    await ben.api.post('/collections', { name: 'Ben’s' });
    const { changes } = await pullAll(ben);
    expect(changes.map((change) => change.data?.name)).toEqual(['Ben’s']);
  });

  it('loses no row while several writers commit during the pull', async () => {
    const user = await registerUser(server.apiUrl);
    const noise = await registerUser(server.apiUrl);
    const device = new Map<string, Record<string, unknown>>();
    let writing = true;
    const writer = async (id: number) => {
      for (let i = 0; i < 12; i++) {
        const made = (await user.api.post<Collection>('/collections', { name: `w${id}-${i}` })).body
          .data as Collection;
        if (i % 3 === 0) await user.api.put(`/collections/${made.id}`, { description: `edited ${i}` });
        if (i % 4 === 0) await user.api.delete(`/collections/${made.id}`);
        await noise.api.post('/collections', { name: `noise ${id}-${i}` });
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer)).finally(() => {
      writing = false;
    });
    let cursor = 0;
    while (writing) {
      const pulled = await pullAll(user, cursor, 7);
      applyChanges(device, pulled.changes);
      cursor = pulled.cursor;
    }
    await writers;
    applyChanges(device, (await pullAll(user, cursor, 7)).changes);
    const server_state = (await user.api.get<Collection[]>('/collections')).body.data as Collection[];
    const expected = new Map(server_state.map((collection) => [`collections:${collection.id}`, collection]));
    expect(device.size).toBe(36);
    expect(Object.fromEntries(device)).toEqual(Object.fromEntries(expected));
  });

  it('refuses a bad cursor or limit with 400 and answers 401 without a token', async () => {
    const user = await registerUser(server.apiUrl);
    for (const query of ['since=-1', 'since=abc', 'limit=0', 'limit=1001', 'since=1.5']) {
      const answer = await user.api.get(`/sync/changes?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.message).toMatch(/^(since|limit): /);
    }
    expect((await user.api.get('/sync/changes', { token: null })).status).toBe(401);
  });
});
