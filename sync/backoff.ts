export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
  /** Uniform in [0, 1); injectable so tests are exact. */
  random?: () => number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Wait before retry number `attempt` (1 = first retry): exponential backoff with full jitter, a
 * uniform pick in [0, min(cap, base·2^(attempt-1))). Full jitter spreads the retries of many devices
 * coming back online at once, instead of having them all hit the server on the same beat.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS, random = Math.random } = options;
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(exponent, 52));
  return Math.floor(random() * ceiling);
}
