import type { Page } from '@playwright/test';
import { BOLT_TX_1, CARDS, EXPECTED_FINANCE, PRICES } from './cards-view.data';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CardsViewPage } from './pages/CardsViewPage';
import { withoutCatalogue } from './pages/CataloguePage';

/** A new account with the hand-computed collection pulled onto the device. */
async function signedInWithCards(page: Page): Promise<CardsViewPage> {
  // The figures are hand-computed from the seeded Price Management prices; catalogue prices are
  // catalogue.spec.ts's.
  await withoutCatalogue(page);
  await signUpAndSettle(page);
  const cards = new CardsViewPage(page);
  await expect(page.getByText('No Cards in Collection')).toBeVisible();
  await expect(page.getByText('Record a transaction or manually add a card...')).toBeVisible();
  await cards.seed(CARDS, PRICES);
  await cards.expectCount('5 of 5 cards');
  return cards;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('group, sort, filters and search change the rows and the count line', async ({ page }) => {
    const cards = await signedInWithCards(page);
    expect(await cards.rowNames()).toEqual([
      'Black Lotus',
      'Counterspell',
      'Fire // Ice',
      'Lightning Bolt',
      'Llanowar Elves',
    ]);

    await cards.select('groupBy').selectOption('transaction');
    await cards.expectCount('6 of 6 cards');
    await cards.select('groupBy').selectOption('none');
    await cards.expectCount('7 of 7 cards');
    await cards.select('groupBy').selectOption('product');
    await cards.expectCount('5 of 5 cards');

    // Set: Apocalypse, Dominaria, Limited Edition Alpha, Magic 2010, Seventh Edition; again: descending.
    await cards.select('sortField').selectOption('set');
    await expect
      .poll(() => cards.rowNames())
      .toEqual(['Fire // Ice', 'Llanowar Elves', 'Black Lotus', 'Lightning Bolt', 'Counterspell']);
    await cards.toggleSortDirection();
    await expect.poll(() => cards.rowNames().then((names) => names[0])).toBe('Counterspell');
    // Gain/loss ascending: Elves −20 %, Bolt +25 %, Lotus +50 %, then the two without one.
    await cards.select('sortField').selectOption('gainLoss');
    await expect
      .poll(() => cards.rowNames().then((names) => names.slice(0, 3)))
      .toEqual(['Llanowar Elves', 'Lightning Bolt', 'Black Lotus']);

    await cards.select('color').selectOption('red');
    await cards.expectCount('1 of 5 cards');
    await cards.select('color').selectOption('');
    await cards.select('rarity').selectOption('Uncommon');
    await cards.expectCount('2 of 5 cards');
    await cards.select('status').selectOption('want');
    await cards.expectCount('1 of 5 cards');
    expect(await cards.rowNames()).toEqual(['Counterspell']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await cards.expectCount('5 of 5 cards');

    await cards.search.fill('instant');
    await cards.expectCount('3 of 5 cards');
    await cards.search.fill('elves dom');
    await cards.expectCount('1 of 5 cards');
    await cards.search.fill('zzz');
    await cards.expectCount('0 of 5 cards');
    await expect(page.getByText('No cards found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  });

  test('grid and list show the spec fields; gain/loss switches between percent and dollars', async ({
    page,
  }) => {
    const cards = await signedInWithCards(page);
    const bolt = cards.row('Lightning Bolt');
    await expect(bolt).toContainText('Magic 2010');
    await expect(bolt).toContainText('Instant · Common');
    await expect(bolt).toContainText('{R}');
    await expect(bolt).toContainText('$2.50');
    // The last 8 characters of each purchase's transaction id, with its price.
    await expect(bolt).toContainText(`#${BOLT_TX_1.slice(-8)}`);
    await expect(bolt).toContainText('@ $1.50');
    const fireIce = cards.row('Fire // Ice');
    await expect(fireIce).toContainText('Foil');
    await expect(fireIce).toContainText('Signed by the artist');

    const gain = bolt.getByTestId('gain-loss');
    await expect(gain).toHaveText('+25.00% gain (+$1.50)');
    await expect(gain).toHaveAttribute('title', '+$1.50');
    await cards.showGainLossIn('Gain/loss in dollars');
    await expect(gain).toHaveText('+$1.50 gain (+25.00%)');
    await expect(gain).toHaveAttribute('title', '+25.00%');

    await cards.showView('List view');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Actions',
      'Name',
      'Set',
      'Color',
      'Type',
      'Rarity',
      'Total Qty',
      'Conditions',
      'Status',
      'Market Price',
      'Unrealized G/L',
    ]);
    const listBolt = cards.row('Lightning Bolt');
    await expect(listBolt.getByRole('cell').nth(6)).toHaveText('3');
    await expect(listBolt.getByTestId('gain-loss')).toHaveText('+$1.50 gain (+25.00%)');
    // A column header sorts by its field: Total Qty ascending puts the single copies first.
    await page.getByRole('button', { name: 'Total Qty' }).click();
    await expect(page.getByRole('columnheader', { name: 'Total Qty' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => cards.rowNames().then((names) => names.at(-1))).toBe('Llanowar Elves');
  });

  test('the lightbox closes by its X, by a click outside and by Escape', async ({ page }) => {
    const cards = await signedInWithCards(page);
    await cards.openLightbox('Lightning Bolt');
    await expect(cards.lightbox.getByRole('img', { name: 'Lightning Bolt' })).toBeVisible();
    await cards.lightbox.getByRole('button', { name: 'Close image' }).click();
    await expect(cards.lightbox).toBeHidden();

    await cards.openLightbox('Lightning Bolt');
    await page.mouse.click(8, 400);
    await expect(cards.lightbox).toBeHidden();

    await cards.openLightbox('Lightning Bolt');
    await page.keyboard.press('Escape');
    await expect(cards.lightbox).toBeHidden();
  });

  test('the finance panel computes on the device and matches the hand computation', async ({ page }) => {
    const cards = await signedInWithCards(page);
    await expect(page.getByTestId('finance-last-updated')).toHaveText('Last updated: Never');
    await cards.finance.getByRole('button', { name: 'Calculate Finance Data' }).click();
    const totals = cards.finance.getByRole('definition').first();
    await expect(totals).toHaveText(EXPECTED_FINANCE.totalItems);
    await expect(page.getByTestId('finance-last-updated')).not.toHaveText('Last updated: Never');
    const panel = cards.finance;
    const totalsList = panel.locator('dl[aria-label="Totals"]');
    await expect(cards.figure('Purchase value', totalsList)).toHaveText(EXPECTED_FINANCE.purchaseValue);
    await expect(cards.figure('Market value', totalsList)).toHaveText(EXPECTED_FINANCE.marketValue);
    await expect(cards.figure('Unrealized P&L', totalsList)).toHaveText(EXPECTED_FINANCE.profitLoss);
    await expect(totalsList).toContainText(EXPECTED_FINANCE.profitLossPercent);
    await expect(panel).toContainText('Profit and loss covers only items with known purchase prices.');
    const cardPanel = panel.getByRole('region', { name: 'Cards' });
    await expect(cards.figure('Items', cardPanel)).toHaveText(EXPECTED_FINANCE.totalItems);
    await expect(cards.figure('Purchase value', cardPanel)).toHaveText(EXPECTED_FINANCE.purchaseValue);
    const sealedPanel = panel.getByRole('region', { name: 'Sealed Products' });
    await expect(cards.figure('Items', sealedPanel)).toHaveText('0');
    const coverage = panel.getByRole('region', { name: 'Market price coverage' });
    await expect(cards.figure('With market prices', coverage)).toHaveText(EXPECTED_FINANCE.withPrices);
    await expect(cards.figure('Without market prices', coverage)).toHaveText(EXPECTED_FINANCE.withoutPrices);
    await expect(cards.figure('Coverage', coverage)).toHaveText(EXPECTED_FINANCE.coverage);
    const transactions = panel.getByRole('region', { name: 'Transaction summary' });
    await expect(cards.figure('Total', transactions)).toHaveText('0');

    const stamp = (await page.getByTestId('finance-last-updated').textContent()) ?? '';
    await page.reload();
    await expect(page.getByTestId('finance-last-updated')).toHaveText(stamp);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(cards.figure('Market value', totalsList)).toHaveText(EXPECTED_FINANCE.marketValue);
  });
  test("a card's Edit and Remove open their dialogs; the rows and the finance follow the change", async ({
    page,
  }) => {
    const cards = await signedInWithCards(page);
    await cards.finance.getByRole('button', { name: 'Calculate Finance Data' }).click();
    const totals = cards.finance.locator('dl[aria-label="Totals"]');
    await expect(cards.figure('Total items', totals)).toHaveText('11');

    await page.getByRole('button', { name: 'Edit Counterspell' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Card' });
    await expect(edit).toBeVisible();
    await edit.getByLabel('Status').selectOption('have');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(cards.row('Counterspell')).toContainText('Have');
    // Counterspell is now held: one more copy, still without a price.
    await expect(cards.figure('Total items', totals)).toHaveText('12');

    await page.getByRole('button', { name: 'Remove Black Lotus' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Card' });
    await expect(remove).toContainText('Are you sure you want to remove the card from your collection?');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await cards.expectCount('4 of 4 cards');
    await expect(cards.figure('Purchase value', totals)).toHaveText('$9.50');

    await page.getByRole('button', { name: '+ Add Card' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Card' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('compact grid two per row with solid and dashed borders, filters in the drawer', async ({ page }) => {
    const cards = await signedInWithCards(page);
    const first = await cards.rows.nth(0).boundingBox();
    const second = await cards.rows.nth(1).boundingBox();
    if (!first || !second) throw new Error('the first two cards are drawn');
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(first.width).toBeLessThan(390 / 2);
    const borderOf = (name: string) =>
      cards.row(name).evaluate((row) => getComputedStyle(row).borderTopStyle);
    expect(await borderOf('Lightning Bolt')).toBe('solid');
    expect(await borderOf('Counterspell')).toBe('dashed');

    await expect(page.locator('select[name="status"]:visible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Status').selectOption('want');
    await drawer.getByRole('button', { name: 'Show cards' }).click();
    await expect(drawer).toBeHidden();
    await cards.expectCount('1 of 5 cards');
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();

    await page.getByRole('button', { name: 'Filters (1 active)' }).click();
    await drawer.getByRole('button', { name: 'Clear' }).click();
    await drawer.getByLabel('Group by').selectOption('none');
    await drawer.getByRole('button', { name: 'Close Filters' }).click();
    await cards.expectCount('7 of 7 cards');

    await cards.openLightbox('Lightning Bolt');
    await cards.lightbox.getByRole('button', { name: 'Close image' }).click();
    await expect(cards.lightbox).toBeHidden();
  });
});
