import { liveQuery } from 'dexie';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import type { OutboxEntry } from '../outbox/types';
import {
  type DeviceDataMarker,
  MARKED_CHANGES,
  type MarkedChange,
  type MarkerStorage,
  readMarker,
  writeMarker,
} from './deviceDataMarker';

export interface WatchDeviceDataOptions {
  db: CardfolioDatabase;
  userId: string;
  /** The page's local storage: it outlives a cleared IndexedDB (README.md). */
  storage: MarkerStorage;
  /** The database was found gone: pull everything again (and the catalogue). */
  onEvicted: (evicted: NonNullable<DeviceDataMarker['evicted']>) => void;
  now?: () => string;
  onError?: (error: unknown) => void;
}

function marked(entry: OutboxEntry): MarkedChange {
  const name = (entry.body as { name?: unknown } | null)?.name;
  return {
    path: entry.path,
    records: entry.records.slice(0, 1),
    body: typeof name === 'string' ? { name } : null,
  };
}

/**
 * Keeps the marker in step with the outbox (every commit and every acknowledged push changes it),
 * and notices when the database lost its `initialisedAt` while a marker says it was set up: the
 * browser cleared it, at start or under the running app. Then the marker records what was lost, and
 * the database is set up again (empty: the next sync pulls everything). Answers the stop function.
 */
export function watchDeviceData(options: WatchDeviceDataOptions): () => void {
  const { db, userId, storage } = options;
  const now = options.now ?? (() => new Date().toISOString());
  const onError = options.onError ?? ((error: unknown) => console.warn(error));
  let settingUp = false;
  const setUp = async (): Promise<void> => {
    const marker = readMarker(storage, userId);
    const at = now();
    if (marker) {
      const evicted = {
        at,
        lost: [...(marker.evicted?.lost ?? []), ...marker.unsent],
        lostCount: (marker.evicted?.lostCount ?? 0) + marker.unsentCount,
      };
      // The marker first: a tab closed between the two writes still names the lost changes.
      writeMarker(storage, userId, { since: at, unsent: [], unsentCount: 0, evicted });
      await writeMeta(db, 'initialisedAt', at);
      options.onEvicted(evicted);
      return;
    }
    await writeMeta(db, 'initialisedAt', at);
  };
  // One set-up at a time: the watch and the delete listener may both find the marker missing.
  const setUpOnce = () => {
    if (settingUp) return;
    settingUp = true;
    setUp()
      .catch(onError)
      .finally(() => {
        settingUp = false;
      });
  };
  const subscription = liveQuery(async () => ({
    initialisedAt: await readMeta(db, 'initialisedAt'),
    unsentCount: await db.outbox.count(),
    first: await db.outbox.orderBy('seq').limit(MARKED_CHANGES).toArray(),
  })).subscribe({
    next({ initialisedAt, unsentCount, first }) {
      if (initialisedAt === undefined) {
        setUpOnce();
        return;
      }
      const marker = readMarker(storage, userId);
      writeMarker(storage, userId, {
        ...marker,
        since: marker?.since ?? initialisedAt,
        unsent: first.map(marked),
        unsentCount,
      });
    },
    error: onError,
  });
  // Deleted under the running app (Dexie closes for the delete): once it is done, look again. The
  // look reopens the database empty, as any query would.
  const deleted = (event: IDBVersionChangeEvent) => {
    if (event.newVersion) return;
    setTimeout(() => {
      readMeta(db, 'initialisedAt').then((initialisedAt) => {
        if (initialisedAt === undefined) setUpOnce();
      }, onError);
    }, 0);
  };
  db.on('versionchange', deleted);
  return () => {
    subscription.unsubscribe();
    db.on('versionchange').unsubscribe(deleted);
  };
}
