import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeChange } from '../../features/sync/describeChange';
import { quickAddCard } from '../cards/quickAddCard';
import { CardfolioDatabase } from '../database';
import { readMeta } from '../meta';
import { boltDefinition, syncedCollection } from '../testing/cards';
import { type DeviceDataMarker, dismissEviction, type MarkerStorage, readMarker } from './deviceDataMarker';
import { watchDeviceData } from './watchDeviceData';

/** Local storage as the page has it: it outlives the database. */
function memoryStorage(): MarkerStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** One start of the app on this device: the user's database opened and watched. */
function start(name: string, storage: MarkerStorage) {
  const db = new CardfolioDatabase(name);
  const evictions: NonNullable<DeviceDataMarker['evicted']>[] = [];
  const stop = watchDeviceData({ db, userId: 'u1', storage, onEvicted: (event) => evictions.push(event) });
  stops.push(stop, () => db.close());
  return { db, evictions };
}

const settled = (storage: MarkerStorage, check: (marker: DeviceDataMarker | null) => void) =>
  vi.waitFor(() => check(readMarker(storage, 'u1')));

describe('a database the browser cleared under a remembered session', () => {
  it('is set up quietly on a first start, and the marker follows the outbox', async () => {
    const storage = memoryStorage();
    const { db, evictions } = start(`evict-${crypto.randomUUID()}`, storage);
    await settled(storage, (marker) => expect(marker?.unsentCount).toBe(0));
    expect(await readMeta(db, 'initialisedAt')).toBe(readMarker(storage, 'u1')?.since);

    const collectionId = await syncedCollection(db);
    await quickAddCard(db, { collectionId, definition: boltDefinition() });
    await settled(storage, (marker) =>
      expect(marker?.unsent.map(describeChange)).toEqual(['Add card "Lightning Bolt"']),
    );
    // The server acknowledged it: the entry leaves the outbox, and the marker with it.
    await db.outbox.clear();
    await settled(storage, (marker) => expect(marker?.unsentCount).toBe(0));
    expect(evictions).toEqual([]);
  });

  it('found gone at start: says so once, names the unsent changes as lost, and sets the database up again', async () => {
    const storage = memoryStorage();
    const name = `evict-${crypto.randomUUID()}`;
    const first = start(name, storage);
    const collectionId = await syncedCollection(first.db);
    await quickAddCard(first.db, { collectionId, definition: boltDefinition() });
    await settled(storage, (marker) => expect(marker?.unsentCount).toBe(1));
    first.db.close();
    await Dexie.delete(name);

    const second = start(name, storage);
    await vi.waitFor(() => expect(second.evictions).toHaveLength(1));
    expect(second.evictions[0].lostCount).toBe(1);
    expect(second.evictions[0].lost.map(describeChange)).toEqual(['Add card "Lightning Bolt"']);
    expect(await readMeta(second.db, 'initialisedAt')).toBe(second.evictions[0].at);
    expect(await second.db.cards.count()).toBe(0);
    // Seen by the next start too (a reload before reading it), until dismissed.
    await settled(storage, (marker) => expect(marker?.evicted?.lostCount).toBe(1));
    dismissEviction(storage, 'u1');
    expect(readMarker(storage, 'u1')?.evicted).toBeUndefined();
  });

  it('with nothing unsent, tells the collector that nothing was lost', async () => {
    const storage = memoryStorage();
    const name = `evict-${crypto.randomUUID()}`;
    const first = start(name, storage);
    await settled(storage, (marker) => expect(marker).not.toBeNull());
    first.db.close();
    await Dexie.delete(name);
    const second = start(name, storage);
    await vi.waitFor(() => expect(second.evictions).toHaveLength(1));
    expect(second.evictions[0]).toMatchObject({ lost: [], lostCount: 0 });
  });

  it('deleted under the running app: noticed without a restart', async () => {
    const storage = memoryStorage();
    const name = `evict-${crypto.randomUUID()}`;
    const { db, evictions } = start(name, storage);
    const collectionId = await syncedCollection(db);
    await quickAddCard(db, { collectionId, definition: boltDefinition({ name: 'Counterspell' }) });
    await settled(storage, (marker) => expect(marker?.unsentCount).toBe(1));
    await Dexie.delete(name);
    await vi.waitFor(() => expect(evictions).toHaveLength(1));
    expect(evictions[0].lostCount).toBe(1);
  });
});
