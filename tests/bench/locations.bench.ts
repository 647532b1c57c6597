/**
 * Locations (issue 25), in Chromium on real IndexedDB with 50,000 copies stored: opening the Unfiled
 * view's first page and a binder page ≤ 100 ms (their database reads: the hooks' queries), and Move to…
 * of 1,000 copies ≤ 1 s (plan, rows and the one outbox entry). Prints the figures; asserts nothing.
 * Run with `npm run bench locations`; BENCH_CARDS sets a smaller collection.
 */
import { ms, percentile } from './cardsViewBrowser';
import type { LocationsTimes, runLocationsBench } from './locationsInPage';
import { printMachineLoad } from './measure';
import { runInBenchPage } from './pageBundle';

const copies = Number(process.env.BENCH_CARDS ?? 50_000);
const moved = 1000;

printMachineLoad();
const times = await runInBenchPage<LocationsTimes>(
  'locationsInPage.ts',
  'locationsBench',
  'runLocationsBench',
  {
    copies,
    moved,
  } satisfies Parameters<typeof runLocationsBench>[0],
);
printMachineLoad();

const goal = (label: string, values: number[], limit: number) => {
  const median = percentile(values, 0.5);
  const worst = Math.max(...values);
  const verdict = median <= limit ? 'met' : 'MISSED';
  console.log(`${label}: median ${ms(median)}, worst ${ms(worst)}  goal ≤ ${limit} ms: ${verdict}`);
};
console.log(`copies stored: ${times.stored} (${times.filed} in a 500-page binder, the rest unfiled)`);
goal('Unfiled view, first page of 50', times.unfiledFirstMs, 100);
goal('Unfiled view, page 400', times.unfiledDeepMs, 100);
// The total comes after the first page (the header's count and "Page 1 of N"); no goal of its own.
console.log(
  `Unfiled count (shown after the page): median ${ms(percentile(times.unfiledCountMs, 0.5))}, worst ${ms(Math.max(...times.unfiledCountMs))}`,
);
goal('binder page 250 of 500', times.binderPageMs, 100);
goal(`Move to… of ${moved} copies`, times.moveMs, 1000);
