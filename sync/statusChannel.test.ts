import { describe, expect, it, vi } from 'vitest';
import { createStatusPublisher } from './status';
import { shareStatusAcrossTabs } from './statusChannel';

describe('shareStatusAcrossTabs', () => {
  it("shows the leader's status in the other tabs, also in one opened after the last sync", async () => {
    const name = `status-${crypto.randomUUID()}`;
    const leaderChannel = new BroadcastChannel(name);
    const leaderStatus = createStatusPublisher();
    const stopLeader = shareStatusAcrossTabs(leaderStatus, leaderChannel, () => true);
    leaderStatus.update({ phase: 'idle', lastSyncAt: '2026-11-27T08:00:00.000Z', pendingCount: 0 });

    const followerChannel = new BroadcastChannel(name);
    const followerStatus = createStatusPublisher();
    const stopFollower = shareStatusAcrossTabs(followerStatus, followerChannel, () => false);
    await vi.waitFor(() => expect(followerStatus.get().lastSyncAt).toBe('2026-11-27T08:00:00.000Z'));

    leaderStatus.update({ phase: 'offline', lastError: 'No connection', pendingCount: 3 });
    await vi.waitFor(() =>
      expect(followerStatus.get()).toMatchObject({
        phase: 'offline',
        lastError: 'No connection',
        pendingCount: 3,
      }),
    );

    // A follower's own status (a "Sync now" it ran) never overrides the leader's.
    followerStatus.update({ phase: 'syncing' });
    leaderStatus.update({ pendingCount: 4 });
    await vi.waitFor(() => expect(followerStatus.get().pendingCount).toBe(4));
    expect(leaderStatus.get().phase).toBe('offline');

    for (const stop of [stopLeader, stopFollower]) stop();
    leaderChannel.close();
    followerChannel.close();
  });
});
