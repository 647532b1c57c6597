import { describe, expect, it } from 'vitest';
import { createCollection } from '../src/db/collections/createCollection';
import { getCurrentCollectionId } from '../src/db/collections/currentCollection';
import { deleteCollection } from '../src/db/collections/deleteCollection';
import { editCollection } from '../src/db/collections/editCollection';
import { listCollections } from '../src/db/collections/queries';
import { setDefaultCollection } from '../src/db/collections/setDefaultCollection';
import { dexieSyncStore } from '../src/db/sync/dexieSyncStore';
import { addBareCard, testDatabase } from '../src/db/testing/localRecords';
import { createSyncEngine } from './engine';
import type { LockManagerLike } from './ports';
import { FakeServer } from './testing/fakeServer';

function device(server: FakeServer, extra: { locks?: LockManagerLike } = {}) {
  const db = testDatabase();
  const clock = { now: 1_000_000 };
  const timers: { run: () => void; at: number }[] = [];
  const engine = createSyncEngine({
    store: dexieSyncStore(db),
    transport: server,
    now: () => clock.now,
    random: () => 0.5,
    setTimer: (run, ms) => timers.push({ run, at: clock.now + ms }),
    clearTimer: () => {},
    ...extra,
  });
  return { db, engine, clock, timers };
}

const names = (rows: readonly object[]) => rows.map((r) => (r as { name?: unknown }).name).sort();

describe('sync engine', () => {
  it('pushes a day of offline work in order, re-keys it, and ends synced', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const binder = await createCollection(db, { name: 'Binder' });
    await editCollection(db, binder.id, { name: 'Show binder' });
    const box = await createCollection(db, { name: 'Box' });
    await addBareCard(db, binder.id, 'Lightning Bolt');
    await setDefaultCollection(db, box.id);

    await engine.sync();

    expect(server.mutations.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /collections',
      'POST /collections',
      'POST /cards',
      'PUT /collections/real-2/set-default',
    ]);
    expect(server.mutations[2].body).toEqual({ collectionId: 'real-1', name: 'Lightning Bolt' });
    expect(names(server.rows('collections'))).toEqual(['Box', 'Show binder']);
    expect((await listCollections(db)).map((c) => [c.id, c.name, c.isDefault])).toEqual([
      ['real-2', 'Box', true],
      ['real-1', 'Show binder', false],
    ]);
    expect(await db.cards.toArray()).toEqual([
      { id: 'real-3', collectionId: 'real-1', name: 'Lightning Bolt' },
    ]);
    expect(await getCurrentCollectionId(db)).toBe('real-1');
    expect(await db.outbox.count()).toBe(0);
    expect(engine.status.get()).toMatchObject({
      phase: 'idle',
      pendingCount: 0,
      failedCount: 0,
      lastError: null,
    });
    expect(engine.status.get().lastSyncAt).not.toBeNull();
  });

  it('never duplicates when the answer is lost after the server committed', async () => {
    const server = new FakeServer();
    const { db, engine, clock, timers } = device(server);
    await createCollection(db, { name: 'Once' });
    server.faults.push('drop-response');
    await engine.sync();
    expect(engine.status.get()).toMatchObject({ phase: 'offline', pendingCount: 1 });
    expect(timers).toHaveLength(1);
    expect(timers[0].at - clock.now).toBe(500);
    clock.now = timers[0].at;
    timers[0].run();
    await engine.sync();
    expect(server.rows('collections')).toHaveLength(1);
    const [sent, resent] = server.mutations;
    expect(server.mutations).toHaveLength(2);
    expect(resent.idempotencyKey).toBe(sent.idempotencyKey);
    expect((await listCollections(db)).map((c) => c.id)).toEqual(['real-1']);
  });

  it('a scheduled retry waits while the browser is offline', async () => {
    const server = new FakeServer();
    const db = testDatabase();
    const clock = { now: 1_000_000, online: true };
    const timers: { run: () => void; at: number }[] = [];
    const engine = createSyncEngine({
      store: dexieSyncStore(db),
      transport: server,
      now: () => clock.now,
      random: () => 0.5,
      setTimer: (run, ms) => timers.push({ run, at: clock.now + ms }),
      clearTimer: () => {},
      isOnline: () => clock.online,
    });
    await createCollection(db, { name: 'Later' });
    server.faults.push('drop-request');
    await engine.sync();
    const callsAfterFailure = server.calls.length;
    clock.now = timers[0].at;
    clock.online = false;
    timers[0].run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toHaveLength(callsAfterFailure);
    // Positive control: the same timer online does send.
    clock.online = true;
    timers[0].run();
    await engine.sync();
    expect(server.mutations.map((m) => m.path)).toEqual(['/collections']);
  });

  it('retryNow sends at once what was waiting out a backoff', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    await createCollection(db, { name: 'Back online' });
    server.faults.push('drop-request');
    await engine.sync();
    await engine.sync();
    expect(server.mutations).toEqual([]);
    await engine.retryNow();
    expect(server.rows('collections').map((row) => row.name)).toEqual(['Back online']);
    expect(engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, nextRetryAt: null });
  });

  it('keeps order while backing off a 5xx, then goes on', async () => {
    const server = new FakeServer();
    const { db, engine, clock, timers } = device(server);
    const a = await createCollection(db, { name: 'A' });
    await addBareCard(db, a.id, 'Card');
    server.faults.push('error-500');
    await engine.sync();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(engine.status.get()).toMatchObject({ phase: 'failing', pendingCount: 2, lastError: 'HTTP 500' });
    await engine.sync();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    clock.now = timers[timers.length - 1].at;
    await engine.sync();
    expect(server.rows('cards')).toEqual([{ id: 'real-2', collectionId: 'real-1', name: 'Card' }]);
    expect(engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, nextRetryAt: null });
  });

  it("parks a refused change with the server's message and lets independent ones go on", async () => {
    const server = new FakeServer();
    server.refuseNames.set('Bad', 'name: not allowed');
    const { db, engine } = device(server);
    const bad = await createCollection(db, { name: 'Bad' });
    await addBareCard(db, bad.id, 'Waits for Bad');
    await createCollection(db, { name: 'Good' });
    await engine.sync();
    expect(names(server.rows('collections'))).toEqual(['Good']);
    expect(server.rows('cards')).toEqual([]);
    expect(engine.status.get()).toMatchObject({ phase: 'failing', pendingCount: 1, failedCount: 1 });
    const [parked] = await db.outbox.where('state').equals('failed').toArray();
    expect(parked).toMatchObject({ recordIds: [bad.id], lastError: 'name: not allowed' });

    await editCollection(db, bad.id, { name: 'Fixed' });
    await engine.sync();
    expect(names(server.rows('collections'))).toEqual(['Fixed', 'Good']);
    expect(server.rows('cards')).toHaveLength(1);
    expect(engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0, failedCount: 0 });
  });

  it('treats a 404 on update as done and drops the local row (delete wins)', async () => {
    const server = new FakeServer();
    const phone = device(server);
    const laptop = device(server);
    await createCollection(phone.db, { name: 'Shared' });
    await phone.engine.sync();
    await laptop.engine.sync();
    await editCollection(laptop.db, 'real-1', { name: 'Renamed on laptop' });
    await deleteCollection(phone.db, 'real-1');
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(server.rows('collections')).toEqual([]);
    expect(await laptop.db.collections.count()).toBe(0);
    expect(laptop.engine.status.get()).toMatchObject({ phase: 'idle', pendingCount: 0 });
  });

  it("pulls another device's changes, and a later edit there wins on this device", async () => {
    const server = new FakeServer();
    const phone = device(server);
    const tablet = device(server);
    const made = await createCollection(phone.db, { name: 'From phone' });
    await addBareCard(phone.db, made.id, 'Bolt');
    await phone.engine.sync();
    await tablet.engine.sync();
    expect(names(await listCollections(tablet.db))).toEqual(['From phone']);
    expect(await tablet.db.cards.count()).toBe(1);
    expect(await getCurrentCollectionId(tablet.db)).toBe('real-1');
    await editCollection(tablet.db, 'real-1', { description: 'edited on tablet' });
    await tablet.engine.sync();
    await phone.engine.sync();
    expect((await phone.db.collections.get('real-1'))?.description).toBe('edited on tablet');
  });

  it('pauses on a 401 that the refresh did not cure, keeping the change', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    await createCollection(db, { name: 'Kept' });
    server.faults.push('error-401');
    await engine.sync();
    expect(engine.status.get()).toMatchObject({ phase: 'signed-out', pendingCount: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry.state).toBe('pending');
    await engine.sync();
    expect(server.rows('collections')).toHaveLength(1);
  });

  it('resends an entry left in flight by a reload, under the same key', async () => {
    const server = new FakeServer();
    const before = device(server);
    await createCollection(before.db, { name: 'Mid-flush' });
    server.faults.push('drop-response');
    await before.engine.sync();
    const [entry] = await before.db.outbox.toArray();
    await before.db.outbox.update(entry.seq, { state: 'inflight', nextAttemptAt: undefined });
    before.engine.stop();
    const after = createSyncEngine({ store: dexieSyncStore(before.db), transport: server });
    await after.sync();
    expect(server.rows('collections')).toHaveLength(1);
    expect(server.mutations).toHaveLength(2);
    expect(new Set(server.mutations.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await before.db.outbox.count()).toBe(0);
  });

  it('runs one flush at a time: overlapping calls share a run plus one more', async () => {
    const server = new FakeServer();
    const held: string[] = [];
    const locks: LockManagerLike = {
      async request(name, callback) {
        held.push(name);
        expect(held.filter((n) => n === name)).toHaveLength(1);
        try {
          return await callback();
        } finally {
          held.splice(held.indexOf(name), 1);
        }
      },
    };
    const { db, engine } = device(server, { locks });
    await createCollection(db, { name: 'A' });
    const first = engine.sync();
    await createCollection(db, { name: 'B' });
    const second = engine.sync();
    const third = engine.sync();
    await Promise.all([first, second, third]);
    expect(names(server.rows('collections'))).toEqual(['A', 'B']);
    // Each change went out exactly once, whether the runs batched them together or not.
    expect(server.mutations.map((c) => (c.body as { name: string }).name)).toEqual(['A', 'B']);
  });

  it('pulls everything on the first sync of a device, in pages, with progress', async () => {
    const server = new FakeServer();
    const writer = device(server);
    for (let i = 0; i < 5; i++) await createCollection(writer.db, { name: `C${i}` });
    await writer.engine.sync();
    const fresh = device(server);
    const seen: unknown[] = [];
    fresh.engine.status.subscribe((s) => s.pull && seen.push(s.pull));
    await fresh.engine.sync();
    expect(await fresh.db.collections.count()).toBe(5);
    expect(seen.at(-1)).toEqual({ initial: true, pages: 1, received: 5 });
    expect(fresh.engine.status.get().pull).toBeNull();
  });
});
