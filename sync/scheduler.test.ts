import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSyncTriggers } from './scheduler';

function setup(online = true) {
  vi.useFakeTimers();
  const engine = {
    sync: vi.fn(async () => {}),
    retryNow: vi.fn(async () => {}),
    refreshCounts: vi.fn(async () => {}),
  };
  const events = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
  const state = { online };
  const triggers = startSyncTriggers(engine, { events, document: doc, isOnline: () => state.online });
  return { engine, events, doc, state, triggers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startSyncTriggers', () => {
  it('syncs at start, on online without waiting out backoff, and when the page becomes visible', () => {
    const { engine, events, doc, triggers } = setup();
    expect(engine.sync).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('online'));
    expect(engine.retryNow).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(engine.sync).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(engine.sync).toHaveBeenCalledTimes(2);
    triggers.stop();
  });

  it('syncs every 60 s while online only', () => {
    const { engine, state, triggers } = setup();
    vi.advanceTimersByTime(60_000);
    expect(engine.sync).toHaveBeenCalledTimes(2);
    state.online = false;
    vi.advanceTimersByTime(120_000);
    expect(engine.sync).toHaveBeenCalledTimes(2);
    triggers.stop();
  });

  it('syncs one second after the last of a burst of local changes, refreshing counts at once', () => {
    const { engine, triggers } = setup();
    triggers.localChange();
    vi.advanceTimersByTime(600);
    triggers.localChange();
    expect(engine.refreshCounts).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(999);
    expect(engine.sync).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(engine.sync).toHaveBeenCalledTimes(2);
    triggers.stop();
  });

  it('makes no attempt while the browser is offline, and syncs when it comes back', () => {
    const { engine, events, doc, state, triggers } = setup(false);
    triggers.localChange();
    vi.advanceTimersByTime(1_000);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(engine.sync).not.toHaveBeenCalled();
    expect(engine.refreshCounts).toHaveBeenCalledTimes(1);
    state.online = true;
    events.dispatchEvent(new Event('online'));
    expect(engine.retryNow).toHaveBeenCalledTimes(1);
    triggers.stop();
  });

  it('stops listening when stopped', () => {
    const { engine, events, triggers } = setup();
    triggers.localChange();
    triggers.stop();
    events.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(120_000);
    triggers.localChange();
    expect(engine.sync).toHaveBeenCalledTimes(1);
  });
});
