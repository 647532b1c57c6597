import { formatDistanceStrict } from 'date-fns';
import type { SyncStatus } from '../../../sync/status';

export type SyncTone = 'ok' | 'busy' | 'warning' | 'error';

/**
 * The header's one-line sync state (sync issue): synced / N pending / offline / failing. Unsent
 * changes are always counted, so a collector at a show can see nothing is lost.
 */
export function describeSyncStatus(status: SyncStatus, online: boolean): { label: string; tone: SyncTone } {
  const pending = status.pendingCount;
  const pendingText = `${pending} pending`;
  if (status.failedCount > 0) return { label: `${status.failedCount} failed`, tone: 'error' };
  if (!online || status.phase === 'offline')
    return { label: pending > 0 ? `Offline · ${pendingText}` : 'Offline', tone: 'warning' };
  if (status.phase === 'signed-out') return { label: 'Sign in to sync', tone: 'warning' };
  if (status.phase === 'failing')
    return { label: pending > 0 ? `Sync failing · ${pendingText}` : 'Sync failing', tone: 'error' };
  if (status.phase === 'syncing')
    return { label: pending > 0 ? `Syncing · ${pendingText}` : 'Syncing', tone: 'busy' };
  return pending > 0 ? { label: pendingText, tone: 'busy' } : { label: 'Synced', tone: 'ok' };
}

export function describeLastSync(lastSyncAt: string | null, now: Date = new Date()): string {
  if (!lastSyncAt) return 'Never synced on this device';
  return `Last synced ${formatDistanceStrict(new Date(lastSyncAt), now, { addSuffix: true })}`;
}
