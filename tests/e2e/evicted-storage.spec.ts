import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { expect, test } from './fixtures';
import { serverCollectionNames, signUpAndSettle } from './flows';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CardsViewPage } from './pages/CardsViewPage';
import { CataloguePage } from './pages/CataloguePage';
import { DeviceDatabasePage } from './pages/DeviceDatabasePage';
import { SHELL_VIEWPORTS } from './pages/viewports';

test.use({ viewport: SHELL_VIEWPORTS[1].viewport });

test('storage cleared by the browser: the notice, the synced card back from the server, the unsent change named as lost', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  const catalogue = new CataloguePage(page);
  const printings = loadFixturePrintings().length;
  await catalogue.expectDownloaded(printings, '22 Nov');
  const dialogs = new CardDialogsPage(page, false);
  await dialogs.openAdd();
  await dialogs.search('lightning bolt');
  await dialogs.quickAdd('Lightning Bolt');
  await dialogs.closeAdd();
  await app.expectSyncStatus('Synced');
  await expect
    .poll(async () => (await dialogs.serverCards()).map((card) => card.name))
    .toEqual(['Lightning Bolt']);

  await context.setOffline(true);
  await app.createCollection('Unsent binder');
  await app.expectSyncStatus('Offline · 1 pending');
  const device = new DeviceDatabasePage(page);
  await expect.poll(() => device.markedUnsent()).toBe(1);
  expect(await device.clearLikeTheBrowser()).toHaveLength(2);
  await context.setOffline(false);
  await page.reload();

  await app.expectSignedIn();
  await expect(device.evictedNotice).toBeVisible();
  await expect(device.evictedNotice).toContainText(
    '1 change made on this device had not reached the server and was lost:',
  );
  await expect(device.evictedNotice.getByRole('listitem')).toHaveText(['Add collection "Unsent binder"']);
  // Everything the server had comes back, and the card database with it.
  await expect(new CardsViewPage(page).row('Lightning Bolt')).toBeVisible();
  await catalogue.expectDownloaded(printings, '22 Nov');
  await app.expectSyncStatus('Synced');
  expect(await serverCollectionNames(page)).toEqual(['Default Collection']);
  expect(await app.collectionNames()).toEqual(['Default Collection']);

  await device.evictedNotice.getByRole('button', { name: 'OK' }).click();
  await expect(device.evictedNotice).toBeHidden();
  await page.reload();
  await app.expectSignedIn();
  await expect(device.evictedNotice).toHaveCount(0);
});
