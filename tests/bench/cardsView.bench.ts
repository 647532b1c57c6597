/**
 * The cards view on 50,000 card copies in Chromium: the real server serving the built app, a new user
 * signed up through the UI, their IndexedDB seeded with cards, market prices and sealed products. Prints
 * first paint of the cards view (navigation → first row; also when all copies are read and shown, and
 * the first visit, before the view has a picture of its first rows), search keystroke → list updated
 * (p50/p95 over 20 keystrokes), group-by and sort switches, and the finance summary's compute time,
 * each beside its goal on this machine, with the renderer's main-thread CPU time where a busy machine
 * would make wall times meaningless alone. Asserts nothing. Run with `npm run bench cardsView`;
 * CARDS_BENCH_PROFILE=<file.cpuprofile> also writes the renderer's CPU profile of the keystrokes.
 */
import { writeFileSync } from 'node:fs';
import {
  KEYSTROKES,
  ms,
  type PaintTimes,
  paintTimes,
  percentile,
  seedCollection,
  type Timing,
  timeControlChange,
  watchFirstRow,
} from './cardsViewBrowser';
import { runSignedInBench } from './signedInBench';

/** BENCH_CARDS overrides the size, for a quick look at a smaller collection. */
const CARD_COUNT = Number(process.env.BENCH_CARDS ?? 50_000);
const FIRST_PAINT_RUNS = 5;
const SEARCH = '[aria-label="Search cards"]';
const COUNT = '[data-testid="cards-count"]';
const LIST = '[data-testid="cards-grid"]';
const FINANCE = 'cardfolio:finance-summary';

function report(label: string, value: string, goal?: { ms: number; value: number }) {
  const verdict = goal ? `  goal ≤ ${goal.ms} ms: ${goal.value <= goal.ms ? 'met' : 'MISSED'}` : '';
  console.log(`${label.padEnd(46)} ${value}${verdict}`);
}
const summary = (timings: Timing[]) => {
  const updated = timings.map((timing) => timing.updated);
  const frame = timings.map((timing) => timing.frame);
  return { p50: percentile(updated, 0.5), p95: percentile(updated, 0.95), frame95: percentile(frame, 0.95) };
};

runSignedInBench(async (page, { userId, collectionId }) => {
  const seedStart = performance.now();
  const seeded = await seedCollection(page, userId, collectionId, CARD_COUNT);
  console.log(
    `seeded ${seeded.cards} card copies, ${seeded.prices} market prices, ${seeded.sealed} sealed products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  await watchFirstRow(page);
  const visit = async (): Promise<PaintTimes> => {
    await page.goto('/');
    return paintTimes(page).catch(async (error) => {
      await page.screenshot({ path: '/tmp/cards-bench-failed.png' });
      throw error;
    });
  };
  // The first visit after seeding has no picture of the first rows yet; later visits start from it.
  const cold = await visit();
  const visits: PaintTimes[] = [];
  for (let run = 0; run < FIRST_PAINT_RUNS; run++) visits.push(await visit());
  const firstRows = visits.map((times) => times.firstRow);
  const allRows = visits.map((times) => times.allRows);
  const paint = percentile(firstRows, 0.5);
  report(
    'first paint (navigation → first row), median',
    `${ms(paint)}  runs ${firstRows.map((p) => p.toFixed(0)).join(', ')}`,
    { ms: 400, value: paint },
  );
  report(
    `  … all ${CARD_COUNT.toLocaleString('en-US')} read and shown, median`,
    `${ms(percentile(allRows, 0.5))}  runs ${allRows.map((p) => p.toFixed(0)).join(', ')}`,
  );
  report('  first visit after seeding (no snapshot yet)', `${ms(cold.firstRow)}`);
  console.log(`count line: ${await page.locator(COUNT).textContent()}`);
  // Typing starts once the page is idle: the finance summary computed and the search text prepared.
  await page.getByRole('button', { name: 'Calculate Finance Data' }).waitFor();
  await page.waitForTimeout(2000);

  // The renderer's main-thread CPU time beside each wall time: other processes on a busy machine
  // stretch the wall time (the load average is printed above), hardly the CPU time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // ThreadTime is all of it; script, layout and style recalculation say where it went.
  const SHARES = {
    ThreadTime: 'main-thread CPU',
    ScriptDuration: 'script',
    LayoutDuration: 'layout',
    RecalcStyleDuration: 'style',
  };
  const cpuNow = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.keys(SHARES).map(
      (name) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000,
    );
  };
  const withCpu = async <T>(count: number, run: () => Promise<T>): Promise<[T, string]> => {
    const before = await cpuNow();
    const result = await run();
    const after = await cpuNow();
    const each = Object.values(SHARES).map(
      (label, index) => `${label} ${((after[index] - before[index]) / count).toFixed(1)}`,
    );
    return [result, `${each[0]} ms each: ${each.slice(1).join(', ')}`];
  };

  const profileFile = process.env.CARDS_BENCH_PROFILE;
  if (profileFile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const [keyTimings, keyCpu] = await withCpu(KEYSTROKES.length, () =>
    timeControlChange(page, SEARCH, COUNT, KEYSTROKES, 'input'),
  );
  if (profileFile) writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const keys = summary(keyTimings);
  report('search keystroke → list updated, p50', `${ms(keys.p50)}  (${keyCpu})`);
  report('search keystroke → list updated, p95', ms(keys.p95), { ms: 50, value: keys.p95 });
  report('search keystroke → next frame, p95', ms(keys.frame95));
  await timeControlChange(page, SEARCH, COUNT, [''], 'input');

  const groupings = ['transaction', 'none', 'product', 'transaction', 'none', 'product'];
  const [groupTimings, groupCpu] = await withCpu(groupings.length, () =>
    timeControlChange(page, 'select[name="groupBy"]', COUNT, groupings, 'change'),
  );
  report('group-by switch → list updated, median', `${ms(summary(groupTimings).p50)}  (${groupCpu})`);
  const sortFields = ['set', 'rarity', 'gainLoss', 'totalQuantity', 'color', 'name'];
  const [sortTimings, sortCpu] = await withCpu(sortFields.length, () =>
    timeControlChange(page, 'select[name="sortField"]', LIST, sortFields, 'change'),
  );
  report('sort switch → list updated, median', `${ms(summary(sortTimings).p50)}  (${sortCpu})`);

  const finance: number[] = [];
  for (const button of ['Calculate Finance Data', 'Refresh', 'Refresh', 'Refresh', 'Refresh']) {
    await page.evaluate((name) => performance.clearMeasures(name), FINANCE);
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FINANCE);
    finance.push(
      await page.evaluate((name) => performance.getEntriesByName(name)[0]?.duration ?? Number.NaN, FINANCE),
    );
    await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('button[disabled]'));
  }
  const financeMedian = percentile(finance, 0.5);
  report(
    'finance summary compute, median',
    `${ms(financeMedian)}  runs ${finance.map((f) => f.toFixed(0)).join(', ')}`,
    { ms: 100, value: financeMedian },
  );
  await page.screenshot({ path: '/tmp/cards-bench-desktop.png' });
});
