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
 * The page's lifecycle events (the document): `freeze` when the browser suspends a hidden tab's
 * scripts, `resume` when it wakes it.
 */
export interface PageLifecycle {
  addEventListener(type: 'freeze' | 'resume', listener: () => void): void;
  removeEventListener(type: 'freeze' | 'resume', listener: () => void): void;
}

/**
 * Runs `lead` in one tab at a time (issue 30, Several tabs): the tab that holds the Web Lock `name` runs
 * it until it stops, closes or sleeps, then the next tab waiting in line gets the lock and runs its own.
 * `lead` answers the function that ends its work. A frozen tab runs no script, yet would keep the lock
 * (or be handed it while asleep): on `freeze` it lets go or leaves the line, on `resume` it queues
 * again. Without Web Locks the tab runs it at once, alone, as it did before there were several tabs.
 */
export function runWhileLeader(
  locks: LeaderLockManager | null,
  name: string,
  lead: () => () => void,
  lifecycle: PageLifecycle | null = null,
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
  let asleep = false;
  let waiting: AbortController | null = null;
  let release = () => {};
  const queue = () => {
    const wait = new AbortController();
    waiting = wait;
    locks
      .request(name, { signal: wait.signal }, () => {
        if (waiting !== wait || stopped || asleep) return Promise.resolve();
        waiting = null;
        stopLeading = lead();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      // An aborted wait (stop before the lock came) rejects with AbortError: nothing to undo.
      .catch(() => {});
  };
  const letGo = () => {
    if (stopLeading) {
      stopLeading();
      stopLeading = null;
      release();
    } else {
      waiting?.abort();
      waiting = null;
    }
  };
  const freeze = () => {
    asleep = true;
    letGo();
  };
  const resume = () => {
    if (!asleep || stopped) return;
    asleep = false;
    queue();
  };
  lifecycle?.addEventListener('freeze', freeze);
  lifecycle?.addEventListener('resume', resume);
  queue();
  return {
    isLeader: () => stopLeading !== null,
    stop() {
      if (stopped) return;
      stopped = true;
      lifecycle?.removeEventListener('freeze', freeze);
      lifecycle?.removeEventListener('resume', resume);
      letGo();
    },
  };
}
