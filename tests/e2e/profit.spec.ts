import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CardsViewPage } from './pages/CardsViewPage';
import { CataloguePage } from './pages/CataloguePage';
import { ProfitPage } from './pages/ProfitPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

const printings = loadFixturePrintings();
/** The printing search and quick add choose for Serra Angel: its newest. */
const serraAngel = printings
  .filter((card) => card.name === 'Serra Angel')
  .sort((a, b) => b.released_at.localeCompare(a.released_at))[0];

/** The figures of src/domain/profit/profitReport.test.ts, computed by hand from the scenario. */
const OVERVIEW = {
  'Total invested': '$71.00',
  'Market value': '$55.00',
  'Unrealized profit': '-$6.00',
  'Realized profit': '+$7.00',
  'Total profit': '+$1.00',
  'Profit margin': '+1.41%',
  Items: '4',
};
const ANALYSIS = {
  'Total ROI': '+1.41%',
  'Total items': '4',
  'Average item value': '$13.75',
  'Unrealized vs total': '46.15%',
  'Realized vs total': '53.85%',
};

async function expectFigures(profit: ProfitPage, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures))
    await expect(profit.figure(label).first()).toHaveText(value);
}

async function expectAllTabs(profit: ProfitPage, screen: string, axe: boolean) {
  await profit.showTab('Overview');
  await expectFigures(profit, OVERVIEW);
  await expect(profit.page.getByText(/^Only one day of data so far/)).toBeVisible();
  await expect(profit.page.getByTestId('value-readout')).toContainText(
    'market value $55.00, cost basis $71.00',
  );
  if (axe) await expectNoSeriousViolations(profit.page, `Profit Overview (${screen})`);

  await profit.showTab('Realized Gains/Losses');
  const trade = profit.realizedRow('Trade: Trade with Alex');
  const sale = profit.realizedRow('Sale: Sold Lightning Bolt');
  await expect(trade).toContainText('2025-03-10');
  await expect(trade.getByRole('cell')).toHaveText([
    '2025-03-10',
    'Trade: Trade with Alex',
    '+$1.00',
    '$6.00 / $7.00',
    '$4.00',
    '$0.00',
    '+$2.00',
  ]);
  await expect(sale.getByRole('cell')).toHaveText([
    '2025-03-05',
    'Sale: Sold Lightning Bolt',
    '+$10.00',
    '—',
    '$4.00',
    '$1.00',
    '+$5.00',
  ]);
  // Newest first.
  await expect(profit.page.getByRole('row').nth(1)).toContainText('Trade with Alex');
  await expect(profit.page.getByRole('row').last()).toContainText('+$11.00$8.00$1.00+$7.00');
  if (axe) await expectNoSeriousViolations(profit.page, `Profit Realized (${screen})`);

  await profit.showTab('Analysis');
  await expectFigures(profit, ANALYSIS);
  const byUnrealized = profit.page.getByRole('region', { name: 'Performers by unrealized gain' });
  await expect(byUnrealized.getByRole('listitem')).toHaveText([
    'Lightning Bolt (Magic 2010)+$3.00',
    'Counterspell (Magic 2010)+$1.00',
    'Shivan Dragon (Magic 2010)-$10.00',
  ]);
  if (axe) await expectNoSeriousViolations(profit.page, `Profit Analysis (${screen})`);
}

for (const { name: screen, viewport } of SHELL_VIEWPORTS) {
  test.describe(`profit tracking on ${screen}`, () => {
    test.use({ viewport });

    test('empty, then a purchase of 3, a sale with a fee, a trade and an opening: the three tabs show the hand-computed figures, offline too', async ({
      page,
      context,
    }) => {
      test.setTimeout(scaled(120_000));
      const { app } = await signUpAndSettle(page);
      await app.waitForServiceWorkerControl();
      const profit = new ProfitPage(page);
      await profit.openSection();
      await expect(page.getByText('No profit data available')).toBeVisible();
      await expectNoSeriousViolations(page, `Profit empty (${screen})`);

      await profit.recordScenario();
      // The app pulls what the server holds when it starts.
      await page.reload();
      await app.expectSyncStatus('Synced');
      await profit.openSection();
      await profit.refresh.click();
      await expectAllTabs(profit, screen, true);

      // A realized row opens its transaction in the Transactions section.
      await profit.showTab('Realized Gains/Losses');
      await page.getByRole('button', { name: 'Trade: Trade with Alex' }).click();
      await expect(profit.nav.sectionHeading).toHaveText('Transactions');

      await context.setOffline(true);
      await page.reload();
      await profit.openSection();
      await expectAllTabs(profit, `${screen}, offline`, false);
    });
  });
}

test('the card lightbox shows the printing’s own price history from the catalogue', async ({ page }) => {
  await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  const dialogs = new CardDialogsPage(page, false);
  await dialogs.openAdd();
  await dialogs.search('serra ang');
  await dialogs.quickAdd('Serra Angel');
  await dialogs.closeAdd();
  const cards = new CardsViewPage(page);
  await cards.openLightbox('Serra Angel');
  const history = cards.lightbox.getByRole('region', { name: 'Price history' });
  await expect(history).toContainText(`$${serraAngel.prices.usd}`);
  await expectNoSeriousViolations(page, 'Card lightbox with price history');
  await page.keyboard.press('Escape');
  await expect(cards.lightbox).toBeHidden();
});
