import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

/**
 * How much slower this machine is than a quiet one right now, so that test timeouts scale with it:
 * no test's outcome may depend on speed. A fresh clone's suite with two other heavy jobs on the
 * machine (load ≈ 13 on 2 cores) ran flows of 13–20 s past a fixed 30 s limit.
 *
 * Measured once per run (the first config that asks) and handed to every worker process through
 * `TEST_SLOWNESS`, so Playwright's and Vitest's workers agree. Setting `TEST_SLOWNESS` by hand wins.
 * The factor is the larger of two readings, kept between 1 and MAX_SLOWNESS:
 * - the load average per core, which says how many processes share each core;
 * - a short fixed CPU probe (JSON and hashing, like the server's and the sync's work), median of
 *   seven runs against its time on a quiet machine of this kind.
 */
export const SLOWNESS_ENV = 'TEST_SLOWNESS';
const MAX_SLOWNESS = 4;
/** The probe's median on a quiet 2-core machine of this project's kind (Node 20). */
const QUIET_PROBE_MS = 30;

function probeMs(): number {
  const started = performance.now();
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: `card-${i}`,
    quantity: i % 7,
    name: `Card ${i}`,
  }));
  const text = JSON.stringify(rows);
  let sink = JSON.parse(text).length;
  for (let i = 0; i < 200; i++)
    sink += createHash('sha256')
      .update(text.slice(i * 100, i * 100 + 5_000))
      .digest()[0];
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  return performance.now() - started;
}

function measureSlowness(): number {
  const times = Array.from({ length: 7 }, probeMs).sort((a, b) => a - b);
  const probe = times[3] / QUIET_PROBE_MS;
  const load = loadavg()[0] / availableParallelism();
  return Math.min(MAX_SLOWNESS, Math.max(1, probe, load));
}

function slowness(): number {
  const given = Number(process.env[SLOWNESS_ENV]);
  if (Number.isFinite(given) && given >= 1) return given;
  const measured = Math.round(measureSlowness() * 10) / 10;
  process.env[SLOWNESS_ENV] = String(measured);
  if (measured > 1)
    console.log(`tests: this machine is busy; timeouts are scaled ×${measured} (${SLOWNESS_ENV})`);
  return measured;
}

export const SLOWNESS = slowness();

/** A timeout for this machine as it is now: `ms` as on a quiet machine, times the slowness. */
export function scaled(ms: number): number {
  return Math.round(ms * SLOWNESS);
}
