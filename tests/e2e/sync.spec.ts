import { expect, test } from './fixtures';
import { serverCollectionNames, signUpAndSettle } from './flows';
import { AppShellPage } from './pages/AppShellPage';
import { SignInPage } from './pages/SignInPage';

test('a collection made offline survives a reload, reaches the server and another device', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { account, app } = await signUpAndSettle(page);
  await app.waitForServiceWorkerControl();

  await context.setOffline(true);
  await app.createCollection('Show finds');
  await app.renameCollection('Show finds', 'Show finds — November');
  await app.expectSyncStatus('Offline · 1 pending');

  await page.reload();
  await app.expectSignedIn();
  await app.expectSyncStatus('Offline · 1 pending');
  expect(await app.collectionNames()).toEqual(['Default Collection', 'Show finds — November']);

  await context.setOffline(false);
  await app.expectSyncStatus('Synced');
  expect(await serverCollectionNames(page)).toEqual(['Default Collection', 'Show finds — November']);

  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  const other = new AppShellPage(otherPage);
  await new SignInPage(otherPage).open();
  await new SignInPage(otherPage).login(account);
  await other.expectSignedIn();
  await expect.poll(() => other.collectionNames()).toEqual(['Default Collection', 'Show finds — November']);
  await otherDevice.close();
});

test('logging out with unsent changes warns, and the changes wait for the next sign-in', async ({
  page,
  context,
}) => {
  const { account, app, signIn } = await signUpAndSettle(page);

  await context.setOffline(true);
  await app.createCollection('Unsent binder');
  await app.openUserMenu();
  await page.getByRole('button', { name: 'Logout' }).click();
  const warning = page.getByRole('dialog', { name: 'Log out?' });
  await expect(warning).toContainText('1 change is not synced yet.');
  await warning.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(signIn.heading).toBeVisible();

  await context.setOffline(false);
  await signIn.login(account);
  await app.expectSignedIn();
  await app.expectSyncStatus('Synced');
  expect(await serverCollectionNames(page)).toEqual(['Default Collection', 'Unsent binder']);
});
