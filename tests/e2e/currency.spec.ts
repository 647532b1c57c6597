import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { FIXTURE_RATES_DAY } from '../fixtures/exchangeRates/ecbFeed';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { AccountPage } from './pages/AccountPage';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CataloguePage } from './pages/CataloguePage';

const printings = loadFixturePrintings();
/** The printing quick add picks for Baneslayer Angel: its newest. */
const baneslayer = printings
  .filter((card) => card.name === 'Baneslayer Angel')
  .sort((a, b) => b.released_at.localeCompare(a.released_at))[0];
const money = (currency: string, value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
const { USD, GBP } = FIXTURE_RATES_DAY.perEuro;

test("market values in the display currency: the card database's EUR price as given, pounds at the day's rate, offline too", async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(120_000));
  const { app } = await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  const catalogue = new CataloguePage(page);
  await catalogue.expectDownloaded(printings.length, '22 Nov');
  // The server fetched the fixture's ECB feed and shipped the day with the catalogue.
  await expect(catalogue.summary).toContainText('exchange rates of 26 Nov');

  const dialogs = new CardDialogsPage(page, false);
  await dialogs.openAdd();
  await dialogs.search('baneslayer');
  await dialogs.quickAdd('Baneslayer Angel');
  await dialogs.closeAdd();
  const dollars = money('USD', Number(baneslayer.prices.usd));
  await expect(page.getByText(dollars).first()).toBeVisible();

  const account = new AccountPage(page);
  const showIn = async (currency: string) => {
    await account.open();
    await account.preferences.getByLabel('Currency display').selectOption(currency);
    await account.nav.showTab('Collection');
    await account.nav.showSection('Cards');
  };
  await showIn('EUR');
  await expect(page.getByText(money('EUR', Number(baneslayer.prices.eur))).first()).toBeVisible();
  await expect(page.getByText(dollars)).toHaveCount(0);

  await showIn('GBP');
  const pounds = money('GBP', (Number(baneslayer.prices.usd) / USD) * GBP);
  await expect(page.getByText(pounds).first()).toBeVisible();

  await app.waitForServiceWorkerControl();
  await context.setOffline(true);
  await page.reload();
  await account.nav.showSection('Cards');
  await expect(page.getByText(pounds).first()).toBeVisible();
  await expect(catalogue.summary).toContainText('exchange rates of 26 Nov');
});
