export const SYNC_INTERVAL_MS = 60_000;
export const LOCAL_CHANGE_DELAY_MS = 1_000;

/** The browser bits the triggers listen to; injected so tests and the service worker can supply theirs. */
export interface TriggerEnvironment {
  /** `window` in a page: its `online` event. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** `document` in a page: its `visibilitychange` event. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  isOnline?: () => boolean;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface SyncTriggers {
  /** Call after every local write: counts refresh now, a sync follows a second after the last one. */
  localChange(): void;
  stop(): void;
}

/**
 * DESIGN.md, When: sync at start, on `online`, on becoming visible, a second after a local change,
 * and every 60 s, each only while the browser is online. (The Background Sync `sync` event is the service worker's: it calls
 * engine.sync() itself.)
 */
export function startSyncTriggers(
  engine: { sync(): Promise<void>; retryNow(): Promise<void>; refreshCounts(): Promise<void> },
  env: TriggerEnvironment,
  options: { intervalMs?: number; changeDelayMs?: number } = {},
): SyncTriggers {
  const isOnline = env.isOnline ?? (() => true);
  const setTimer = env.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = env.clearTimeout ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const setEvery = env.setInterval ?? ((run, ms) => setInterval(run, ms));
  const clearEvery = env.clearInterval ?? ((t) => clearInterval(t as ReturnType<typeof setInterval>));
  let changeTimer: unknown = null;
  let stopped = false;

  // While the browser knows it is offline, an attempt can only fail, and an attempted entry can no
  // longer take later edits (sync/README.md, "Unsent"); `online` starts the sync instead.
  const run = () => {
    if (!stopped && isOnline()) void engine.sync();
  };
  // Back online: waits built up while the network was gone are over.
  const onOnline = () => {
    if (!stopped) void engine.retryNow();
  };
  const onVisibility = () => {
    if (env.document?.visibilityState === 'visible') run();
  };
  env.events?.addEventListener('online', onOnline);
  env.document?.addEventListener('visibilitychange', onVisibility);
  const interval = setEvery(run, options.intervalMs ?? SYNC_INTERVAL_MS);
  run();

  return {
    localChange() {
      if (stopped) return;
      void engine.refreshCounts();
      if (changeTimer !== null) clearTimer(changeTimer);
      changeTimer = setTimer(() => {
        changeTimer = null;
        run();
      }, options.changeDelayMs ?? LOCAL_CHANGE_DELAY_MS);
    },
    stop() {
      stopped = true;
      env.events?.removeEventListener('online', onOnline);
      env.document?.removeEventListener('visibilitychange', onVisibility);
      clearEvery(interval);
      if (changeTimer !== null) clearTimer(changeTimer);
    },
  };
}
