/**
 * The part of navigator.locks leader election needs: a request that can be given up while it waits.
 * The callback's promise holds the lock until it settles; the browser releases it when the tab closes.
 */
export interface LeaderLockManager {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface Leadership {
  /** True while this tab holds the lock and runs the leader's work. */
  isLeader(): boolean;
  /** Stops the leader's work (or gives up waiting) and lets the next tab in line take over. */
  stop(): void;
}

/**
 * Runs `lead` in one tab at a time (issue 30, Several tabs): the tab that holds the Web Lock `name` runs
 * it until it stops or closes, then the next tab waiting in line gets the lock and runs its own.
 * `lead` answers the function that ends its work. Without Web Locks the tab runs it at once, alone,
 * as it did before there were several tabs.
 */
export function runWhileLeader(
  locks: LeaderLockManager | null,
  name: string,
  lead: () => () => void,
): Leadership {
  let stopLeading: (() => void) | null = null;
  let stopped = false;
  if (!locks) {
    stopLeading = lead();
    return {
      isLeader: () => stopLeading !== null,
      stop() {
        stopLeading?.();
        stopLeading = null;
      },
    };
  }
  const waiting = new AbortController();
  let release = () => {};
  locks
    .request(name, { signal: waiting.signal }, () => {
      if (stopped) return Promise.resolve();
      stopLeading = lead();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    // An aborted wait (stop before the lock came) rejects with AbortError: nothing to undo.
    .catch(() => {});
  return {
    isLeader: () => stopLeading !== null,
    stop() {
      if (stopped) return;
      stopped = true;
      if (stopLeading) {
        stopLeading();
        stopLeading = null;
        release();
      } else {
        waiting.abort();
      }
    },
  };
}
