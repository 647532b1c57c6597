import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CardsViewPage, type SeedCard } from './pages/CardsViewPage';
import { SharePage } from './pages/SharePage';

const trap = '<script>alert(1)</script>';
const line = (quantity: number) => [
  { condition: 'Near Mint', quantity, purchasePrice: null, transactionId: null },
];
const cards: SeedCard[] = [
  { name: 'Lightning Bolt', set: 'Magic 2010', conditionQuantities: line(3), marketPrice: 2.5 },
  { name: 'Counterspell', set: 'Alpha', conditionQuantities: line(1) },
  { name: `Trap ${trap}`, set: 'Alpha', conditionQuantities: line(1) },
];

test('online: share a collection, open the link with no sign-in and no JavaScript, revoke it: 404', async ({
  page,
  context,
  browser,
}) => {
  const { app } = await signUpAndSettle(page);
  const view = new CardsViewPage(page);
  await view.seed(cards);
  await view.expectCount('3 of 3 cards');

  const share = new SharePage(page);
  await share.open();
  const link = await share.create('Collection', 'Default Collection', { showPrices: true });

  const stranger = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const visitor = await stranger.newPage();
  const opened = await visitor.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Default Collection' })).toBeVisible();
  const rows = visitor.getByRole('row');
  await expect(rows.filter({ hasText: 'Lightning Bolt' })).toContainText('$2.50');
  await expect(rows.filter({ hasText: 'Counterspell' })).toContainText('Alpha');
  await expect(visitor.getByText(`Trap ${trap}`)).toBeVisible();
  expect(await visitor.locator('script').count()).toBe(0);

  // The app's service worker answers in-app navigations with the app shell; a shared page is not one.
  await app.waitForServiceWorkerControl();
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Default Collection' })).toBeVisible();
  expect(await tab.locator('script').count()).toBe(0);
  await tab.close();

  await share.revoke('Collection: Default Collection');
  expect((await visitor.goto(link))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Share link not found' })).toBeVisible();
  await stranger.close();
});
