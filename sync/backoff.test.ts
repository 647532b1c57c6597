import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

const almostOne = 1 - Number.EPSILON;

describe('backoffDelay', () => {
  it('doubles the ceiling per attempt from 1 s', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, { random: () => almostOne }))).toEqual([
      999, 1999, 3999, 7999,
    ]);
  });

  it('caps the ceiling at 5 minutes, however many attempts', () => {
    expect(backoffDelay(9, { random: () => almostOne })).toBe(255_999);
    expect(backoffDelay(10, { random: () => almostOne })).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffDelay(5_000, { random: () => almostOne })).toBe(BACKOFF_CAP_MS - 1);
  });

  it('picks uniformly below the ceiling (full jitter)', () => {
    expect(backoffDelay(3, { random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(2000);
    expect(backoffDelay(0, { random: () => 0.5 })).toBe(500);
  });

  it('takes other bases and caps', () => {
    expect(backoffDelay(3, { baseMs: 10, capMs: 25, random: () => 0.5 })).toBe(12);
  });

  it('stays within bounds for many random draws', () => {
    for (let attempt = 1; attempt < 20; attempt++) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(BACKOFF_CAP_MS, 1000 * 2 ** (attempt - 1)));
    }
  });
});
