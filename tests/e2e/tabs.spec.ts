import type { Page } from '@playwright/test';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { serverCollectionNames, signUpAndSettle } from './flows';
import { AppShellPage } from './pages/AppShellPage';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CataloguePage } from './pages/CataloguePage';
import { DeviceDatabasePage } from './pages/DeviceDatabasePage';
import { TransactionsPage } from './pages/TransactionsPage';

/** In one tab: Quick Add of `card` on the cards section, then a purchase of two `bought` in the wizard. */
async function addCardAndPurchase(page: Page, card: string, bought: { query: string; name: string }) {
  const dialogs = new CardDialogsPage(page, false);
  const tx = new TransactionsPage(page, false);
  await tx.nav.showTab('Collection');
  await tx.nav.showSection('Cards');
  await dialogs.openAdd();
  await dialogs.search(card.toLowerCase());
  await dialogs.quickAdd(card);
  await dialogs.closeAdd();
  await tx.openSection();
  await tx.openWizard();
  await tx.chooseType('Purchase');
  await tx.next();
  await tx.buyCard(bought.query, bought.name, { quantity: '2', price: '3' });
  await tx.next();
  await tx.next();
  await tx.button('Complete Transaction').click();
  await expect(tx.wizard).toBeHidden();
}

test('two tabs offline each add cards and a purchase; online the server has each once and both tabs show all', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(180_000));
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(loadFixturePrintings().length, '22 Nov');
  await app.waitForServiceWorkerControl();
  const second = await context.newPage();
  const secondApp = new AppShellPage(second);
  await secondApp.open('/');
  await secondApp.expectSignedIn();
  // The second tab does not sync itself, yet shows the leading tab's status.
  await secondApp.expectSyncStatus('Synced');

  await context.setOffline(true);
  await addCardAndPurchase(page, 'Lightning Bolt', { query: 'serra ang', name: 'Serra Angel' });
  await addCardAndPurchase(second, 'Llanowar Elves', { query: 'lightning bol', name: 'Lightning Bolt' });
  await app.expectSyncStatus(/^Offline · \d+ pending$/);
  await secondApp.expectSyncStatus(/^Offline · \d+ pending$/);

  await context.setOffline(false);
  await app.expectSyncStatus('Synced');
  await secondApp.expectSyncStatus('Synced');
  const tx = new TransactionsPage(page, false);
  expect(await tx.serverCardQuantities()).toEqual({
    'Lightning Bolt': 3,
    'Llanowar Elves': 1,
    'Serra Angel': 2,
  });
  expect((await tx.serverTransactions()).map((transaction) => transaction.type)).toEqual([
    'purchase',
    'purchase',
  ]);
  for (const tab of [page, second]) {
    await expect(new TransactionsPage(tab, false).rows()).toHaveCount(2);
  }
});

test('a newer version upgrading the database in another tab: this tab says reload and saves nothing more', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  const other = await context.newPage();
  await new AppShellPage(other).open('/');
  await new AppShellPage(other).expectSignedIn();

  expect(await new DeviceDatabasePage(other).upgradeFromAnotherTab()).toBe('upgraded');
  const database = new DeviceDatabasePage(page);
  await database.expectOutdated();

  await app.openUserMenu();
  await page.getByRole('button', { name: '+ New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Collection' });
  await dialog.getByLabel('Collection Name *').fill('Never saved');
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Cardfolio was updated in another tab — reload');

  await page.reload();
  await app.expectSignedIn();
  await expect(database.outdatedNotice).toBeHidden();
  expect(await app.collectionNames()).toEqual(['Default Collection']);
  expect(await serverCollectionNames(page)).toEqual(['Default Collection']);
});

test('the browser closes the database connection under the app: it reopens and the next change is saved and sent', async ({
  page,
}) => {
  const database = new DeviceDatabasePage(page);
  await database.trackConnections();
  const { app } = await signUpAndSettle(page);

  expect(await database.closeUserConnections()).toBeGreaterThan(0);
  await app.createCollection('After the connection closed');
  expect(await app.collectionNames()).toEqual(['After the connection closed', 'Default Collection']);
  await app.expectSyncStatus('Synced');
  await expect
    .poll(() => serverCollectionNames(page))
    .toEqual(['After the connection closed', 'Default Collection']);
});
