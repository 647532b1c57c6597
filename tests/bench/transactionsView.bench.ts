/**
 * The Transactions section in Chromium: the real server serving the built app, a new user signed up
 * through the UI, their IndexedDB seeded with 20,000 transactions (purchases, sales, trades, three
 * lines each). Prints opening the section (button → first row drawn; the first opening also loads the
 * section's code), changing a filter (type, date range, a search keystroke), sorting (column clicks)
 * and paging, each p95 beside its 50 ms goal, and the machine's load. Asserts nothing.
 * Run with `npm run bench transactionsView`.
 */
import type { Transaction } from '../../src/domain/schemas';
import { ms, percentile, putRows, timeControlChange } from './cardsViewBrowser';
import { TRANSACTIONS } from './ledgerBenchData';
import { printMachineLoad } from './measure';
import { timeClicks, timeSectionOpenings } from './pageTimers';
import { runSignedInBench } from './signedInBench';

const COUNT = Number(process.env.BENCH_TRANSACTIONS ?? TRANSACTIONS);
const OPEN_RUNS = 10;
const GOAL_MS = 50;
const TYPES = ['purchase', 'sale', 'trade'] as const;

function report(label: string, values: number[]) {
  const p95 = percentile(values, 0.95);
  const verdict = `  goal ≤ ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(44)} p95 ${ms(p95)}  median ${ms(percentile(values, 0.5))}${verdict}`);
}

/** `count` transactions of a collection, one a day-ish going back, each with three lines. */
function transactions(collectionId: string, count: number): Transaction[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length];
    const stamp = new Date(now - index * 37 * 60_000).toISOString();
    const items = [0, 1, 2].map((line) => ({
      itemType: 'card' as const,
      id: null,
      name: `Card ${index * 3 + line}`,
      set: 'Bench Set',
      setCode: 'BEN',
      rarity: 'Common' as const,
      type: '',
      manaCost: '',
      foil: false,
      definitionId: null,
      productType: '',
      condition: 'Near Mint' as const,
      quantity: 1 + (line % 2),
      price: 1 + ((index + line) % 20),
      notes: '',
      imageUrl: '',
      isGiven: type === 'trade' ? line === 0 : undefined,
      isReceived: type === 'trade' ? line !== 0 : undefined,
      marketPrice: null,
    }));
    const counted = type === 'trade' ? items.filter((item) => item.isReceived) : items;
    return {
      id: `bench-tx-${index}`,
      collectionId,
      type,
      date: stamp.slice(0, 10),
      timestamp: stamp,
      totalValue: counted.reduce((sum, item) => sum + item.price * item.quantity, 0),
      items,
      notes: index % 10 === 0 ? 'Friday night trades' : '',
      userNotes: '',
      tradePartner: type === 'trade' ? `Partner ${index % 50}` : '',
      platformFee: 0,
      shippingCost: 0,
      taxAmount: 0,
      changeSummary: '',
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

runSignedInBench(async (page, { userId, collectionId }) => {
  await putRows(page, userId, 'transactions', transactions(collectionId, COUNT));
  console.log(`seeded ${COUNT} transactions`);
  await page.goto('/');
  await page.getByText('No Cards in Collection').waitFor({ timeout: 30_000 });

  const row = '[data-transaction-row]';
  const { first: firstOpen, again: opens } = await timeSectionOpenings(page, 'Transactions', row, OPEN_RUNS);
  // The first opening counts like the others: its code load is part of what the collector waits for.
  report('opening the section (button → first row)', [firstOpen, ...opens]);
  console.log(`  runs ${opens.map((value) => value.toFixed(0)).join(', ')} ms`);
  console.log(`  first opening (loads the section code)      ${ms(firstOpen)}`);

  await page.waitForTimeout(500);
  await page.getByRole('button', { name: /Filters & Search/ }).click();
  // The pager's "Showing X to Y of Z" changes even when the first rows stay the same.
  const table = 'main';
  const typeChanges = await timeControlChange(
    page,
    'select[name="type"]',
    table,
    ['sale', 'trade', 'purchase', '', 'sale', 'trade', ''],
    'change',
  );
  const rangeChanges = await timeControlChange(
    page,
    'select[name="dateRange"]',
    table,
    ['last30', 'last90', 'thisYear', 'all', 'last30', 'all'],
    'change',
  );
  const keystrokes = await timeControlChange(
    page,
    '[aria-label="Search transactions"]',
    table,
    ['c', 'ca', 'car', 'card', 'card 1', 'card 12', 'card 1', 'card', 'fri', ''],
    'input',
  );
  report('changing a filter (type, date range, search)', [
    ...typeChanges.map((timing) => timing.updated),
    ...rangeChanges.map((timing) => timing.updated),
    ...keystrokes.map((timing) => timing.updated),
  ]);
  const sorts = await timeClicks(
    page,
    'thead',
    ['Type', 'Type', 'Financial Impact', 'Financial Impact', 'Date', 'Date'],
    table,
  );
  report('sorting (a column header)', sorts);
  const pages = await timeClicks(
    page,
    '[aria-label="Pages"]',
    ['Next', 'Next', 'Page 5', 'Previous', 'Page 3'],
    table,
  );
  report('paging', pages);
  printMachineLoad('after');
});
