import { afterEach, describe, expect, it } from 'vitest';
import { CardfolioDatabase } from './database';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, type SchemaVersion } from './migrations';

const opened: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});
function open(name: string, versions?: readonly SchemaVersion[]): CardfolioDatabase {
  const db = new CardfolioDatabase(name, versions);
  opened.push(db);
  return db;
}

/** A database as it was before schema v1: IndexedDB version 1 (Dexie 0.1), bare collections only. */
function writeLegacyDatabase(name: string, rows: Record<string, unknown>[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore('collections', { keyPath: 'id' });
      for (const row of rows) store.put(row);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('schema versions', () => {
  it('upgrades a pre-v1 database: rows get the API shape, every table exists', async () => {
    const name = `legacy-${crypto.randomUUID()}`;
    await writeLegacyDatabase(name, [
      { id: 'c1', name: 'Main', isDefault: 1 },
      {
        id: 'c2',
        name: 'Trades',
        description: 'for trading',
        isDefault: 0,
        createdAt: '2023-01-01T00:00:00.000Z',
      },
    ]);
    const db = open(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    const [main, trades] = await db.collections.orderBy('id').toArray();
    expect(main).toMatchObject({ id: 'c1', name: 'Main', description: '', isDefault: true });
    expect(main.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(main.updatedAt).toBe(main.createdAt);
    expect(trades).toMatchObject({
      description: 'for trading',
      isDefault: false,
      createdAt: '2023-01-01T00:00:00.000Z',
    });
    expect(await db.collections.where('name').equals('Trades').count()).toBe(1);
    const declared = new Set(SCHEMA_VERSIONS.flatMap((version) => Object.keys(version.stores)));
    expect(db.tables.map((t) => t.name).sort()).toEqual([...declared].sort());
    await db.outbox.add({ mutationId: 'm', state: 'pending' } as never);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the pattern ready: a later version upgrades data written by the current one', async () => {
    const name = `next-${crypto.randomUUID()}`;
    const current = open(name);
    await current.collections.add({
      id: 'c1',
      name: ' Spaced ',
      description: '',
      isDefault: true,
      createdAt: 'x',
      updatedAt: 'x',
    });
    current.close();

    const next: SchemaVersion = {
      version: CURRENT_SCHEMA_VERSION + 1,
      stores: { collections: 'id, name, isDefault' },
      upgrade: async (tx) => {
        await tx
          .table('collections')
          .toCollection()
          .modify((row: { name: string }) => {
            row.name = row.name.trim();
          });
      },
    };
    const upgraded = open(name, [...SCHEMA_VERSIONS, next]);
    expect((await upgraded.collections.get('c1'))?.name).toBe('Spaced');
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION + 1);
    expect(await upgraded.cards.count()).toBe(0);
  });

  it('upgrades v1 outbox entries to change sets of their one record, found through recordIds', async () => {
    const name = `v1-${crypto.randomUUID()}`;
    const v1 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version === 1),
    );
    await v1.outbox.add({
      mutationId: 'm1',
      method: 'PUT',
      path: '/cards/real-k',
      body: { notes: 'x' },
      createdAt: 'x',
      attempts: 0,
      state: 'pending',
      entity: 'cards',
      recordId: 'real-k',
      op: 'update',
      tempRefs: [],
    } as never);
    v1.close();

    const upgraded = open(name);
    const [entry] = await upgraded.outbox.where('recordIds').equals('real-k').toArray();
    expect(entry).toMatchObject({
      records: [{ entity: 'cards', id: 'real-k', op: 'update' }],
      recordIds: ['real-k'],
    });
    // v8 dropped the subject triple: the change set's first record is the subject now.
    expect(entry).not.toHaveProperty('recordId');
  });

  it('indexes v3 transactions by collection and timestamp in v4', async () => {
    const name = `v3-${crypto.randomUUID()}`;
    const v3 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 3),
    );
    await v3.transactions.bulkPut([
      { id: 't1', collectionId: 'c1', date: '2026-01-01', timestamp: '2026-03-01T00:00:00.000Z' },
      { id: 't2', collectionId: 'c1', date: '2026-02-01', timestamp: '2026-01-01T00:00:00.000Z' },
      { id: 't3', collectionId: 'c2', date: '2026-02-01', timestamp: '2026-05-01T00:00:00.000Z' },
    ] as never);
    v3.close();

    const upgraded = open(name);
    const newest = await upgraded.transactions
      .where('[collectionId+timestamp]')
      .between(['c1', ''], ['c1', '\uffff'])
      .reverse()
      .primaryKeys();
    expect(newest).toEqual(['t1', 't2']);
  });

  it('v5 adds the value snapshots beside a v4 database’s data, one per collection and day', async () => {
    const name = `v4-${crypto.randomUUID()}`;
    const v4 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 4),
    );
    await v4.meta.put({ key: 'currentCollectionId', value: 'c1' });
    v4.close();

    const upgraded = open(name);
    expect((await upgraded.meta.get('currentCollectionId'))?.value).toBe('c1');
    const snapshot = {
      collectionId: 'c1',
      day: '2026-11-26',
      marketValue: 5,
      costBasis: 4,
      source: 'device' as const,
    };
    await upgraded.valueSnapshots.put(snapshot);
    await upgraded.valueSnapshots.put({ ...snapshot, marketValue: 6 });
    expect(await upgraded.valueSnapshots.where('collectionId').equals('c1').toArray()).toEqual([
      { ...snapshot, marketValue: 6 },
    ]);
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('v6 indexes a v5 outbox entry by the temp ids it names beyond its own records', async () => {
    const name = `v5-${crypto.randomUUID()}`;
    const v5 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 5),
    );
    await v5.outbox.add({
      mutationId: 'm1',
      method: 'POST',
      path: '/transactions',
      body: { collectionId: 'temp-c', items: [{ id: 'temp-k' }] },
      createdAt: 'x',
      attempts: 0,
      state: 'pending',
      entity: 'transactions',
      recordId: 'temp-t',
      op: 'create',
      records: [
        { entity: 'transactions', id: 'temp-t', op: 'create' },
        { entity: 'cards', id: 'temp-k', op: 'create' },
      ],
      recordIds: ['temp-t', 'temp-k'],
      parentIds: ['temp-c'],
      tempRefs: ['temp-c', 'temp-k', 'temp-t'],
    } as never);
    v5.close();

    const upgraded = open(name);
    const [entry] = await upgraded.outbox.where('namedTempIds').equals('temp-c').toArray();
    expect(entry).toMatchObject({ tempRefs: ['temp-c', 'temp-k', 'temp-t'], namedTempIds: ['temp-c'] });
    expect(await upgraded.outbox.where('recordIds').equals('temp-k').count()).toBe(1);
  });

  it('v8 drops a v7 entry’s subject triple and keeps its change set, subject first', async () => {
    const name = `v7-${crypto.randomUUID()}`;
    const v7 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 7),
    );
    const records = [{ entity: 'cards', id: 'temp-k', op: 'create' }];
    await v7.outbox.add({
      mutationId: 'm1',
      method: 'POST',
      path: '/cards',
      body: { collectionId: 'c1' },
      createdAt: 'x',
      attempts: 0,
      state: 'pending',
      entity: 'cards',
      recordId: 'temp-k',
      op: 'create',
      records,
      recordIds: ['temp-k'],
      parentIds: ['c1'],
      tempRefs: ['temp-k'],
      namedTempIds: [],
    } as never);
    v7.close();

    const upgraded = open(name);
    const [entry] = await upgraded.outbox.where('recordIds').equals('temp-k').toArray();
    expect(entry).toMatchObject({ records, path: '/cards', parentIds: ['c1'] });
    expect(Object.keys(entry)).not.toContain('recordId');
    expect(Object.keys(entry)).not.toContain('entity');
    expect(Object.keys(entry)).not.toContain('op');
  });

  it('v7 drops the unused card and transaction indexes and keeps the rows and the indexes in use', async () => {
    const name = `v6-${crypto.randomUUID()}`;
    const v6 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 6),
    );
    await v6.cards.bulkPut([
      { id: 'k1', collectionId: 'c1', name: 'Lightning Bolt' },
      { id: 'k2', collectionId: 'c2', name: 'Counterspell' },
    ] as never);
    await v6.transactions.put({
      id: 't1',
      collectionId: 'c1',
      timestamp: '2026-03-01T00:00:00.000Z',
    } as never);
    v6.close();

    const upgraded = open(name);
    expect(upgraded.cards.schema.idxByName['[collectionId+name]']).toBeUndefined();
    expect(upgraded.transactions.schema.idxByName['[collectionId+date]']).toBeUndefined();
    expect(await upgraded.cards.where('collectionId').equals('c1').primaryKeys()).toEqual(['k1']);
    expect(await upgraded.cards.where('name').equalsIgnoreCase('counterspell').primaryKeys()).toEqual(['k2']);
    expect(
      await upgraded.transactions
        .where('[collectionId+timestamp]')
        .between(['c1', ''], ['c1', '\uffff'])
        .primaryKeys(),
    ).toEqual(['t1']);
  });

  it('opens a fresh database at the current version without running upgrades', async () => {
    const db = open(`fresh-${crypto.randomUUID()}`);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    expect(await db.collections.count()).toBe(0);
  });

  it('v9 adds locations beside a v8 database’s cards, which read as unfiled and index by location', async () => {
    const name = `v8-${crypto.randomUUID()}`;
    const v8 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 8),
    );
    await v8.cards.bulkPut([{ id: 'k1', collectionId: 'c1', name: 'Bolt' }] as never);
    v8.close();

    const upgraded = open(name);
    expect(await upgraded.cards.get('k1')).not.toHaveProperty('locationId');
    await upgraded.locations.put({
      id: 'l1',
      name: 'Binder',
      kind: 'binder',
      pages: 10,
      slotsPerPage: 9,
      createdAt: 'x',
      updatedAt: 'x',
    });
    await upgraded.cards.update('k1', { locationId: 'l1', page: 2, slot: 3 });
    expect(await upgraded.cards.where('locationId').equals('l1').primaryKeys()).toEqual(['k1']);
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('v12 adds price alerts and the device’s own firings beside a v11 database’s wants', async () => {
    const name = `v11-${crypto.randomUUID()}`;
    const v11 = open(
      name,
      SCHEMA_VERSIONS.filter((v) => v.version <= 11),
    );
    await v11.wants.bulkPut([{ id: 'w1', collectionId: null, name: 'Bolt' }] as never);
    v11.close();

    const upgraded = open(name);
    await upgraded.alerts.put({ id: 'a1', wantId: 'w1', printingId: null } as never);
    await upgraded.alertFirings.put({
      alertId: 'a1',
      holding: true,
      firedOn: '2026-11-22',
      firedPrice: 6,
      stateOn: '2026-11-22',
    });
    expect(await upgraded.alerts.where('wantId').equals('w1').primaryKeys()).toEqual(['a1']);
    expect(await upgraded.alertFirings.get('a1')).toMatchObject({ firedOn: '2026-11-22' });
    expect(await upgraded.wants.get('w1')).toMatchObject({ name: 'Bolt' });
    expect(upgraded.verno).toBe(12);
  });
});
