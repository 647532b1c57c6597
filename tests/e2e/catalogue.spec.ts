import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CataloguePage } from './pages/CataloguePage';

const printings = loadFixturePrintings();
/** The printing search shows for Serra Angel: its newest. */
const serraAngel = printings
  .filter((card) => card.name === 'Serra Angel')
  .sort((a, b) => b.released_at.localeCompare(a.released_at))[0];

test('the card database downloads after sign-in; offline a card never searched is found, quick-added and priced, and syncs once', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  const catalogue = new CataloguePage(page);
  await catalogue.expectDownloaded(printings.length, '22 Nov');
  await catalogue.expectStorageShown();
  await app.waitForServiceWorkerControl();

  await context.setOffline(true);
  const dialogs = new CardDialogsPage(page, false);
  await dialogs.openAdd();
  await dialogs.search('serra ang');
  await expect(dialogs.offlineNotice).toBeVisible();
  await dialogs.quickAdd('Serra Angel');
  await dialogs.closeAdd();
  const row = page.getByRole('button', { name: 'Edit Serra Angel', exact: true });
  await expect(row).toBeVisible();
  const price = `$${serraAngel.prices.usd}`;
  await expect(page.getByText(price).first()).toBeVisible();

  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(price).first()).toBeVisible();
  await catalogue.expectDownloaded(printings.length, '22 Nov');

  await context.setOffline(false);
  await expect
    .poll(async () => (await dialogs.serverCards()).filter((card) => card.name === 'Serra Angel').length, {
      timeout: scaled(20_000),
    })
    .toBe(1);
  const [card] = (await dialogs.serverCards()).filter((found) => found.name === 'Serra Angel');
  expect(card).toMatchObject({ setCode: serraAngel.set.toUpperCase(), foil: false });
  expect(card.conditionQuantities.map((line) => line.quantity)).toEqual([1]);
});
