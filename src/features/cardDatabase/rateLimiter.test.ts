import { describe, expect, it } from 'vitest';
import { type Clock, createRateLimiter } from './rateLimiter';

/** A clock that only moves when someone sleeps, so the schedule is exact and the test takes no time. */
function manualClock(): Clock & { sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('starts at most two calls a second, in the order they were made, dropping none', async () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ maxCalls: 2, windowMs: 1000, clock });
    const started: Array<[number, number]> = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        limiter.schedule(async () => {
          started.push([index, clock.now()]);
          return index * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([
      [0, 0],
      [1, 0],
      [2, 1000],
      [3, 1000],
      [4, 2000],
    ]);
  });

  it('does not wait when calls are already spread out', async () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ maxCalls: 2, windowMs: 1000, clock });
    await limiter.schedule(async () => undefined);
    await clock.sleep(600);
    await limiter.schedule(async () => undefined);
    await clock.sleep(600);
    await limiter.schedule(async () => undefined);
    expect(clock.sleeps).toEqual([600, 600]);
  });

  it('keeps the queue going after a call fails', async () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ maxCalls: 1, windowMs: 500, clock });
    const failing = limiter.schedule(async () => {
      throw new Error('card database down');
    });
    const next = limiter.schedule(async () => clock.now());
    await expect(failing).rejects.toThrow('card database down');
    expect(await next).toBe(500);
  });
});
