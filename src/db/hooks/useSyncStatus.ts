import { useSyncExternalStore } from 'react';
import type { StatusPublisher, SyncStatus } from '../../../sync/status';

/** The sync engine's status (engine.status) as React state, for the header's indicator. */
export function useSyncStatus(status: StatusPublisher): SyncStatus {
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}
