export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RateLimiter {
  /** Runs `task` once a slot is free; calls wait in the order they were made and none is dropped. */
  schedule<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `maxCalls` starts in any `windowMs` (a sliding window over the last starts). Calls are
 * queued in order; a call that finds the window full sleeps until its oldest start leaves it.
 */
export function createRateLimiter(options: {
  maxCalls: number;
  windowMs: number;
  clock?: Clock;
}): RateLimiter {
  const clock = options.clock ?? realClock;
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function takeSlot(): Promise<void> {
    for (;;) {
      const now = clock.now();
      while (starts.length > 0 && now - starts[0] >= options.windowMs) starts.shift();
      if (starts.length < options.maxCalls) {
        starts.push(now);
        return;
      }
      await clock.sleep(starts[0] + options.windowMs - now);
    }
  }

  return {
    schedule(task) {
      const turn = queue.then(takeSlot);
      queue = turn.catch(() => undefined);
      return turn.then(task);
    },
  };
}
