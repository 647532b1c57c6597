import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from '../src/db/collections/createCollection';
import type { CardfolioDatabase } from '../src/db/database';
import { readMeta } from '../src/db/meta';
import { dexieSyncStore } from '../src/db/sync/dexieSyncStore';
import { freshDatabase } from '../src/db/testing/database';
import type { SyncTransport } from './ports';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import { FakeServer } from './testing/fakeServer';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});
function db() {
  const made = freshDatabase();
  databases.push(made);
  return made;
}
const pushOptions = { now: () => 0, random: () => 0 };

describe('pullChanges', () => {
  it('pages through the feed, reporting progress, and resumes from the stored cursor', async () => {
    const server = new FakeServer();
    const writer = db();
    for (let i = 0; i < 5; i++) await createCollection(writer, { name: `C${i}` });
    await pushOutbox(dexieSyncStore(writer), server, pushOptions);

    const reader = db();
    const progress: unknown[] = [];
    const result = await pullChanges(dexieSyncStore(reader), server, (p) => progress.push(p), 2);
    expect(result).toEqual({ kind: 'done', received: 5 });
    expect(progress).toEqual([
      { initial: true, pages: 1, received: 2 },
      { initial: true, pages: 2, received: 4 },
      { initial: true, pages: 3, received: 5 },
    ]);
    expect(await reader.collections.count()).toBe(5);
    expect(await readMeta(reader, 'syncCursor')).toBe(5);

    await createCollection(writer, { name: 'Later' });
    await pushOutbox(dexieSyncStore(writer), server, pushOptions);
    const again: unknown[] = [];
    await pullChanges(dexieSyncStore(reader), server, (p) => again.push(p), 2);
    expect(again).toEqual([{ initial: false, pages: 1, received: 1 }]);
    expect(server.calls.at(-1)?.path).toBe('/sync/changes?since=5&limit=2');
  });

  it('reports offline, refusals, a bad answer and a feed that does not move', async () => {
    const store = dexieSyncStore(db());
    const answer = (status: number, data: unknown, message: string | null = null): SyncTransport => ({
      send: async () => ({ status, ok: status < 400, data, message }),
    });
    const offline: SyncTransport = {
      send: async () => {
        throw new Error('Failed to fetch');
      },
    };
    expect(await pullChanges(store, offline)).toEqual({
      kind: 'failed',
      reason: 'Failed to fetch',
      offline: true,
    });
    expect(await pullChanges(store, answer(401, undefined))).toEqual({ kind: 'signed-out' });
    expect(await pullChanges(store, answer(503, undefined, 'Maintenance'))).toEqual({
      kind: 'failed',
      reason: 'Maintenance',
      offline: false,
    });
    expect(await pullChanges(store, answer(200, { changes: 'nope' }))).toMatchObject({
      kind: 'failed',
      offline: false,
    });
    expect(await pullChanges(store, answer(200, { changes: [], cursor: 0, hasMore: true }))).toEqual({
      kind: 'failed',
      reason: 'The change list did not move forward',
      offline: false,
    });
  });
});

describe('pushOutbox', () => {
  it('parks a change whose temp record was discarded, instead of sending a temp id', async () => {
    const server = new FakeServer();
    const local = db();
    const made = await createCollection(local, { name: 'Gone' });
    const [create] = await local.outbox.toArray();
    await local.outbox.delete(create.seq);
    await local.outbox.add({
      ...create,
      seq: undefined as never,
      mutationId: crypto.randomUUID(),
      method: 'PUT',
      path: `/collections/${made.id}`,
      body: { name: 'x' },
      records: [{ entity: 'collections', id: made.id, op: 'update' }],
    });
    const result = await pushOutbox(dexieSyncStore(local), server, pushOptions);
    expect(result).toEqual({ kind: 'drained', sent: 0 });
    expect(server.calls).toEqual([]);
    expect((await local.outbox.toArray())[0]).toMatchObject({ state: 'failed' });
  });
});
