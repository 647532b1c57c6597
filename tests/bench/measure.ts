import { cpus, loadavg } from 'node:os';
import { ms, percentile } from './cardsViewBrowser';

const RUNS = 15;

/**
 * Median and best wall time, and median CPU time of this process (which also counts the GC's helper threads).
 * On a busy machine the wall time grows with the load; the load average is printed for that reason.
 */
export function measure(label: string, goalMs: number | null, run: () => unknown): number {
  for (let warmUp = 0; warmUp < 3; warmUp++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const wallMedian = median(wall);
  const wallBest = Math.min(...wall);
  const verdict = goalMs === null ? '' : `  goal < ${goalMs} ms: ${wallMedian < goalMs ? 'met' : 'MISSED'}`;
  const figures = `wall median ${wallMedian.toFixed(2).padStart(7)} ms, best ${wallBest.toFixed(2).padStart(7)} ms, cpu median ${median(cpu).toFixed(1).padStart(6)} ms`;
  console.log(`${label.padEnd(60)} ${figures}${verdict}`);
  return wallMedian;
}

/** The machine's load, printed first (and `after`, at the end): the wall times grow with it. */
export function printMachineLoad(when: 'after' | '' = ''): void {
  console.log(
    `load average${when ? ` ${when}` : ''} ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
}

/** One line: median and p95 of `values` (ms) against a goal on the median. */
export function reportMedian(label: string, values: number[], goalMs: number): void {
  const p50 = percentile(values, 0.5);
  console.log(
    `${label.padEnd(52)} median ${ms(p50)}, p95 ${ms(percentile(values, 0.95))}  goal ≤ ${goalMs} ms: ${p50 <= goalMs ? 'met' : 'MISSED'} (median)`,
  );
}
