import { z } from 'zod';
import { SYNC_ENTITIES } from '../../domain/schemas/sync';

/**
 * A change the server had not acknowledged, kept small: enough to name it to the collector
 * (`describeChange`), never the data itself.
 */
export const MarkedChange = z.object({
  path: z.string(),
  records: z
    .array(
      z.object({ entity: z.enum(SYNC_ENTITIES), id: z.string(), op: z.enum(['create', 'update', 'delete']) }),
    )
    .min(1),
  body: z.object({ name: z.string().optional() }).nullable(),
});
export type MarkedChange = z.infer<typeof MarkedChange>;

/**
 * What this device knows of a user's database from OUTSIDE IndexedDB (local storage), so it can tell
 * when the browser cleared the database: see README.md.
 */
export const DeviceDataMarker = z.object({
  /** When the database was (last) set up on this device. */
  since: z.string(),
  /** The first unacknowledged changes in the outbox, as last seen. */
  unsent: z.array(MarkedChange),
  /** How many changes the outbox held unacknowledged (more than `unsent` names when it is long). */
  unsentCount: z.number().int().nonnegative(),
  /** Set when the database was found gone: what was lost with it, until the collector dismisses it. */
  evicted: z
    .object({ at: z.string(), lost: z.array(MarkedChange), lostCount: z.number().int().nonnegative() })
    .optional(),
});
export type DeviceDataMarker = z.infer<typeof DeviceDataMarker>;

/** How many unsent changes the marker names; the rest are counted. */
export const MARKED_CHANGES = 20;

export const deviceDataKey = (userId: string) => `cardfolio-device-data:${userId}`;

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();

/** The raw stored text (stable between writes, for useSyncExternalStore). */
export function readMarkerText(storage: MarkerStorage, userId: string): string | null {
  return storage.getItem(deviceDataKey(userId));
}

/** The marker, or null when none was written (a first start) or it cannot be read. */
export function readMarker(storage: MarkerStorage, userId: string): DeviceDataMarker | null {
  const text = readMarkerText(storage, userId);
  if (text === null) return null;
  try {
    const parsed = DeviceDataMarker.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeMarker(storage: MarkerStorage, userId: string, marker: DeviceDataMarker): void {
  const text = JSON.stringify(marker);
  if (storage.getItem(deviceDataKey(userId)) === text) return;
  storage.setItem(deviceDataKey(userId), text);
  for (const listener of [...listeners]) listener();
}

/** The account is gone from this device (deleted): nothing of it is expected back. */
export function forgetMarker(storage: MarkerStorage, userId: string): void {
  storage.removeItem(deviceDataKey(userId));
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every write of a marker in this tab; answers the unsubscribe function. */
export function onMarkerWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The collector read the notice: the device stops showing what was lost. */
export function dismissEviction(storage: MarkerStorage, userId: string): void {
  const marker = readMarker(storage, userId);
  if (!marker?.evicted) return;
  const { evicted: _read, ...kept } = marker;
  writeMarker(storage, userId, kept);
}
