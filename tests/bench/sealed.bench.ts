/**
 * The sealed products section and Product Management in Chromium: the real server serving the built
 * app, a new user signed up through the UI, their IndexedDB seeded with 2,000 sealed product
 * definitions and 5,000 sealed products (with market prices for a third). Prints the section's first
 * paint (section button pressed → first product drawn; the first opening loads the section's code),
 * search keystroke → list updated (p50/p95 over 20 keystrokes), and the definitions table's sort,
 * filter and page changes, each beside its goal. Asserts nothing. Run with `npm run bench sealed`.
 */
import { KEYSTROKES, ms, percentile, putRows, type Timing, timeControlChange } from './cardsViewBrowser';
import { timeClicks, timeSectionOpenings } from './pageTimers';
import { sealedBenchData } from './sealedBenchData';
import { runSignedInBench } from './signedInBench';

const INSTANCES = Number(process.env.BENCH_SEALED ?? 5_000);
const DEFINITIONS = 2_000;
const PAINT_RUNS = 5;

function report(label: string, value: number, goal?: number, extra = '') {
  const verdict = goal === undefined ? '' : `  goal ≤ ${goal} ms: ${value <= goal ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(48)} ${ms(value)}${verdict}${extra}`);
}

const updated = (timings: Timing[]) => timings.map((timing) => timing.updated);

runSignedInBench(async (page, { userId, collectionId }) => {
  const data = sealedBenchData(collectionId, DEFINITIONS, INSTANCES);
  await putRows(page, userId, 'sealedDefinitions', data.definitions);
  await putRows(page, userId, 'sealedProducts', data.products);
  await putRows(page, userId, 'marketPrices', data.marketPrices);
  console.log(
    `seeded ${data.definitions.length} definitions, ${data.products.length} sealed products, ${data.marketPrices.length} market prices`,
  );
  await page.goto('/');
  await page.getByText('No Cards in Collection').waitFor({ timeout: 30_000 });

  const row = '[data-sealed-row]';
  const { first: firstOpen, again: paints } = await timeSectionOpenings(
    page,
    'Sealed Products',
    row,
    PAINT_RUNS,
  );
  report(
    'section first paint (button → first product), median',
    percentile(paints, 0.5),
    400,
    `  runs ${paints.map((p) => p.toFixed(0)).join(', ')}`,
  );
  report('  first opening (loads the section code)', firstOpen);

  await page.waitForTimeout(1000);
  const keys = updated(
    await timeControlChange(page, '[aria-label="Search sealed products"]', 'main', KEYSTROKES, 'input'),
  );
  report('search keystroke → list updated, p50', percentile(keys, 0.5));
  report('search keystroke → list updated, p95', percentile(keys, 0.95), 50);
  await timeControlChange(page, '[aria-label="Search sealed products"]', 'main', [''], 'input');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  // Admin opens on Data Management (the spec's first tab); the definitions table is the next one.
  await page.getByRole('tab', { name: 'Product Management' }).click();
  await page.getByText(`Showing 1 to 10 of ${DEFINITIONS} definitions`).waitFor({ timeout: 30_000 });
  const table = 'table';
  const sorts = await timeClicks(
    page,
    'thead',
    ['Set', 'Type', 'Name', 'Name', 'Release Date', 'Status'],
    table,
  );
  report(
    'definitions table sort → rows updated, p95',
    percentile(sorts, 0.95),
    50,
    `  median ${percentile(sorts, 0.5).toFixed(1)}`,
  );
  const filters = updated(
    await timeControlChange(
      page,
      '[aria-label="Search product definitions"]',
      table,
      ['b', 'bo', 'box', 'bo', 'b', ''],
      'input',
    ),
  );
  report(
    'definitions table filter keystroke, p95',
    percentile(filters, 0.95),
    50,
    `  median ${percentile(filters, 0.5).toFixed(1)}`,
  );
  const pages = await timeClicks(
    page,
    '[aria-label="Pages"]',
    ['Next', 'Next', 'Page 5', 'Previous', 'Page 3'],
    table,
  );
  report(
    'definitions table page change, p95',
    percentile(pages, 0.95),
    50,
    `  median ${percentile(pages, 0.5).toFixed(1)}`,
  );
});
