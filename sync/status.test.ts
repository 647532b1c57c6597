import { describe, expect, it } from 'vitest';
import { createStatusPublisher, INITIAL_SYNC_STATUS, type SyncStatus } from './status';

describe('createStatusPublisher', () => {
  it('tells subscribers the current status at once and every real change after', () => {
    const status = createStatusPublisher();
    const seen: SyncStatus[] = [];
    const stop = status.subscribe((s) => seen.push(s));
    status.update({ pendingCount: 2 });
    status.update({ pendingCount: 2 });
    status.update({ pull: { initial: true, pages: 1, received: 500 } });
    status.update({ pull: { initial: true, pages: 1, received: 500 } });
    stop();
    status.update({ phase: 'offline' });
    expect(seen.map((s) => [s.pendingCount, s.pull?.received ?? null])).toEqual([
      [0, null],
      [2, null],
      [2, 500],
    ]);
    expect(status.get()).toEqual({
      ...INITIAL_SYNC_STATUS,
      pendingCount: 2,
      phase: 'offline',
      pull: { initial: true, pages: 1, received: 500 },
    });
  });

  it('lets a listener unsubscribe while being notified', () => {
    const status = createStatusPublisher();
    const calls: string[] = [];
    let stopA: (() => void) | undefined;
    stopA = status.subscribe(() => {
      calls.push('a');
      stopA?.();
    });
    status.subscribe(() => calls.push('b'));
    status.update({ phase: 'syncing' });
    status.update({ phase: 'idle' });
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'b']);
  });
});
