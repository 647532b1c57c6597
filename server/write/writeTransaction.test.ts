import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Collection } from '../../src/domain/schemas';
import { collections, idempotencyKeys } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { purgeExpired } from './purge';
import { IDEMPOTENCY_MISMATCH, writeTransaction } from './writeTransaction';

describeEachBackend('idempotent writes', (backend) => {
  let server: TestServer;
  let user: TestUser;
  const countCollections = async (userId = user.user.id) =>
    (await server.database.db.select().from(collections).where(eq(collections.userId, userId))).length;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    user = await registerUser(server.apiUrl);
  });
  afterAll(() => server.stop());

  it('a repeat answers the stored answer with no second effect', async () => {
    const before = await countCollections();
    const key = randomUUID();
    const first = await user.api.post<Collection>('/collections', { name: 'Once' }, { idempotencyKey: key });
    const again = await user.api.post<Collection>('/collections', { name: 'Once' }, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await countCollections()).toBe(before + 1);
  });

  it('the same key with another body or another route answers 422 and changes nothing', async () => {
    const key = randomUUID();
    const created = await user.api.post<Collection>(
      '/collections',
      { name: 'First' },
      { idempotencyKey: key },
    );
    const before = await countCollections();
    const otherBody = await user.api.post('/collections', { name: 'Second' }, { idempotencyKey: key });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error?.message).toBe(IDEMPOTENCY_MISMATCH);
    const otherRoute = await user.api.put(
      `/collections/${created.body.data?.id}`,
      { name: 'First' },
      { idempotencyKey: key },
    );
    expect(otherRoute.status).toBe(422);
    expect(await countCollections()).toBe(before);
  });

  it('concurrent repeats of one key make one effect and all get the same answer', async () => {
    const before = await countCollections();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        user.api.post('/collections', { name: 'Racing' }, { idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await countCollections()).toBe(before + 1);
  });

  it('keys are per user: another user’s identical key is a new request', async () => {
    const other = await registerUser(server.apiUrl);
    const key = randomUUID();
    await user.api.post('/collections', { name: 'Mine' }, { idempotencyKey: key });
    const theirs = await other.api.post<Collection>(
      '/collections',
      { name: 'Mine' },
      { idempotencyKey: key },
    );
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await countCollections(other.user.id)).toBe(1);
  });

  it('a repeated DELETE answers its stored success, not a 404', async () => {
    const created = await user.api.post<Collection>('/collections', { name: 'Doomed' });
    const key = randomUUID();
    const path = `/collections/${created.body.data?.id}`;
    const first = await user.api.delete(path, { idempotencyKey: key });
    const again = await user.api.delete(path, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await user.api.delete(path, { idempotencyKey: randomUUID() })).status).toBe(404);
  });

  it('a failed effect stores no key, so a retry runs again', async () => {
    const key = randomUUID();
    const missing = await user.api.put(
      `/collections/${randomUUID()}`,
      { name: 'X' },
      { idempotencyKey: key },
    );
    expect(missing.status).toBe(404);
    const stored = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.user.id), eq(idempotencyKeys.key, key)));
    expect(stored).toEqual([]);
  });

  it('refuses an over-long key', async () => {
    const answer = await user.api.post('/collections', { name: 'K' }, { idempotencyKey: 'k'.repeat(201) });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^Idempotency-Key: /);
  });

  it('the effect and the stored key commit together or not at all', async () => {
    const key = randomUUID();
    const context = { userId: user.user.id, idempotencyKey: key, requestHash: 'h' };
    await expect(
      writeTransaction(server.database.db, context, async (tx) => {
        await tx.insert(collections).values({ userId: user.user.id, name: 'Half-made' });
        throw new StatusError(409, 'changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await server.database.db.select().from(collections).where(eq(collections.name, 'Half-made'));
    expect(rows).toEqual([]);
    const keys = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toEqual([]);
  });

  it('serializes one user’s writes, so a later write always takes a higher revision', async () => {
    const { db } = server.database;
    const userId = user.user.id;
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstInserted = () => {};
    const firstHasRevision = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    const context = (key: string) => ({ userId, idempotencyKey: key, requestHash: key });
    const insert = async (tx: Parameters<Parameters<typeof writeTransaction>[2]>[0], name: string) => {
      const [row] = await tx.insert(collections).values({ userId, name }).returning();
      return row?.revision as number;
    };
    let firstRevision = 0;
    const first = writeTransaction(db, context(randomUUID()), async (tx) => {
      firstRevision = await insert(tx, 'held open');
      firstInserted();
      await firstHeld;
      return { statusCode: 201, body: { success: true, data: null } };
    });
    await firstHasRevision;
    let secondStarted = false;
    let secondRevision = 0;
    const second = writeTransaction(db, context(randomUUID()), async (tx) => {
      secondStarted = true;
      secondRevision = await insert(tx, 'waited');
      return { statusCode: 201, body: { success: true, data: null } };
    });
    if (backend === 'postgres') {
      // Another user's write is not held up by this user's lock.
      const other = await registerUser(server.apiUrl);
      expect((await other.api.post('/collections', { name: 'free' })).status).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondStarted).toBe(false);
    releaseFirst();
    await Promise.all([first, second]);
    expect(secondRevision).toBeGreaterThan(firstRevision);
  });

  it('keeps keys for at least 7 days and purges older ones', async () => {
    const [recent, old] = [randomUUID(), randomUUID()];
    for (const key of [recent, old])
      await user.api.post('/collections', { name: key }, { idempotencyKey: key });
    const age = (key: string, days: number) =>
      server.database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(idempotencyKeys.key, key));
    await age(recent, 7);
    await age(old, 9);
    await purgeExpired(server.database.db);
    const left = (await server.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (row) => row.key,
    );
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
