import type Dexie from 'dexie';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';

/** A write this tab refused: a newer version of the app upgraded the database in another tab. */
export class DatabaseOutdatedError extends Error {
  override readonly name = 'DatabaseOutdatedError';
  constructor() {
    super(DEVICE_DATABASE_TEXTS.updatedInAnotherTab);
  }
}

const outdated = new WeakSet<Dexie>();
const listeners = new WeakMap<Dexie, Set<() => void>>();

export const isOutdated = (db: Dexie): boolean => outdated.has(db);

/**
 * Calls `listener` once this connection is outdated (at once if it already is); answers the
 * unsubscribe function.
 */
export function onOutdated(db: Dexie, listener: () => void): () => void {
  if (outdated.has(db)) {
    listener();
    return () => {};
  }
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * A newer version in another tab opens the database at a higher schema version: this (older) tab
 * closes its connection at once, so that tab is not blocked, and for good (Dexie would otherwise
 * reopen it on the next query with this tab's older idea of the schema). From then on every write
 * refuses with the "updated in another tab" text. A delete (sign-out's cleanup) is Dexie's own case.
 */
export function closeWhenUpgradedElsewhere(db: Dexie): void {
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    if (!event.newVersion) return;
    outdated.add(db);
    db.close({ disableAutoOpen: true });
    for (const listener of [...(listeners.get(db) ?? [])]) listener();
    listeners.delete(db);
  });
}
