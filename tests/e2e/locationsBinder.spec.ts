import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CardsViewPage, type SeedCard } from './pages/CardsViewPage';
import { LocationsPage } from './pages/LocationsPage';

const names = Array.from({ length: 12 }, (_, index) => `Card ${String(index + 1).padStart(2, '0')}`);
const cards: SeedCard[] = names.map((name) => ({
  name,
  set: 'Test Set',
  conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: null, transactionId: null }],
}));

type ServerCard = { name: string; locationId?: string; page?: number; slot?: number };

test('offline: a new binder, 12 cards moved into it, page 2 viewed; after a reload and a sync the server has every slot', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  const view = new CardsViewPage(page);
  await view.seed(cards);
  await view.expectCount('12 of 12 cards');
  await app.waitForServiceWorkerControl();
  const locations = new LocationsPage(page);

  await context.setOffline(true);
  await locations.open();
  await locations.createBinder('Binder 1', 10, 9);
  await locations.nav.showTab('Collection');
  await locations.moveCards(names, 'Binder 1');

  await locations.open();
  await locations.openBinder('Binder 1');
  await locations.nextPage();
  await expect(page.getByText('Page 2 of 10')).toBeVisible();
  await expect(locations.slot(3, 'Card 12')).toBeVisible();

  await page.reload();
  await app.expectSignedIn();
  await locations.open();
  await locations.openBinder('Binder 1');
  await locations.nextPage();
  await expect(locations.slot(1, 'Card 10')).toBeVisible();

  await context.setOffline(false);
  await app.expectSyncStatus('Synced');
  const server = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const get = async (path: string) =>
      ((await (await fetch(`/api/v1${path}`, { headers })).json()) as { data: unknown }).data;
    return {
      locations: (await get('/locations')) as { id: string; name: string }[],
      cards: (await get('/cards')) as ServerCard[],
    };
  });
  const binder = server.locations.find((location) => location.name === 'Binder 1');
  const places = server.cards
    .map((card) => [card.name, card.locationId === binder?.id, card.page, card.slot])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(places).toEqual(
    names.map((name, index) => [name, true, Math.floor(index / 9) + 1, (index % 9) + 1]),
  );
});
