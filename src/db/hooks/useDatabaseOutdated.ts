import type Dexie from 'dexie';
import { useSyncExternalStore } from 'react';
import { isOutdated, onOutdated } from '../connection/outdated';

/** True once another tab upgraded this database (src/db/connection/outdated.ts): the tab must reload. */
export function useDatabaseOutdated(db: Dexie): boolean {
  return useSyncExternalStore(
    (changed) => onOutdated(db, changed),
    () => isOutdated(db),
  );
}
