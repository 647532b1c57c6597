import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../../sync/status';
import { describeLastSync, describeSyncStatus } from './syncStatusText';

const status = (patch: Partial<SyncStatus>): SyncStatus => ({ ...INITIAL_SYNC_STATUS, ...patch });

describe('describeSyncStatus', () => {
  it('reads synced, pending, offline, failing, and puts refused changes first', () => {
    expect(describeSyncStatus(status({}), true)).toEqual({ label: 'Synced', tone: 'ok' });
    expect(describeSyncStatus(status({ pendingCount: 3 }), true)).toEqual({
      label: '3 pending',
      tone: 'busy',
    });
    expect(describeSyncStatus(status({ pendingCount: 1 }), false)).toEqual({
      label: 'Offline · 1 pending',
      tone: 'warning',
    });
    expect(describeSyncStatus(status({ phase: 'offline' }), true).label).toBe('Offline');
    expect(describeSyncStatus(status({ phase: 'failing', pendingCount: 2 }), true)).toEqual({
      label: 'Sync failing · 2 pending',
      tone: 'error',
    });
    expect(describeSyncStatus(status({ failedCount: 2, pendingCount: 5 }), true)).toEqual({
      label: '2 failed',
      tone: 'error',
    });
    expect(describeSyncStatus(status({ phase: 'signed-out' }), true).label).toBe('Sign in to sync');
  });
});

describe('describeLastSync', () => {
  it('says never, or how long ago', () => {
    expect(describeLastSync(null)).toBe('Never synced on this device');
    expect(describeLastSync('2026-11-21T10:00:00Z', new Date('2026-11-21T10:05:00Z'))).toBe(
      'Last synced 5 minutes ago',
    );
  });
});
