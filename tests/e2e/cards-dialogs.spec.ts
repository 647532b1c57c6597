import type { Page } from '@playwright/test';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../fixtures/cardDb/cardDbFixtureServer';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardDialogsPage, type ServerCard } from './pages/CardDialogsPage';
import { CataloguePage, withoutCatalogue } from './pages/CataloguePage';
import { SHELL_VIEWPORTS } from './pages/viewports';

/** Each copy's lines as `condition×quantity@price`, copies sorted, for comparing with the server. */
const copies = (cards: ServerCard[], name: string) =>
  cards
    .filter((card) => card.name === name)
    .map((card) =>
      card.conditionQuantities
        .map((line) => `${line.condition}×${line.quantity}@${line.purchasePrice}`)
        .join(', '),
    )
    .sort();

/** A new collector on the cards section, the user menu the sign-up flow opened closed again. */
async function signedIn(page: Page) {
  await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Collections' })).toBeHidden();
}

for (const { name: screen, viewport } of SHELL_VIEWPORTS) {
  test.describe(`card dialogs on ${screen}`, () => {
    test.use({ viewport });
    const mobile = screen === 'mobile';

    test('search and quick add online, then offline from the card database on the device', async ({
      page,
      context,
    }) => {
      await signedIn(page);
      // The card database downloads after sign-in; offline search then covers every printing.
      await new CataloguePage(page).expectDownloaded(loadFixturePrintings().length, '22 Nov');
      const dialogs = new CardDialogsPage(page, mobile);
      await dialogs.openAdd();
      await dialogs.search('lightning bolt');
      await expect(dialogs.offlineNotice).toBeHidden();
      await dialogs.quickAdd('Lightning Bolt');

      await context.setOffline(true);
      await dialogs.search('bolt');
      await expect(dialogs.offlineNotice).toHaveText('Offline — showing cards saved on this device');
      await expect(dialogs.results).toHaveCount(1);
      await dialogs.quickAdd('Lightning Bolt');
      // Never seen online, yet on the device: the card database holds every printing.
      await dialogs.search('llanowar');
      await expect(dialogs.result('Llanowar Elves')).toBeVisible();
      await dialogs.closeAdd();

      await context.setOffline(false);
      // One copy on the server: the offline quick add merged into the first, Near Mint ×2, no price.
      await expect
        .poll(() => dialogs.serverCards().then((cards) => copies(cards, 'Lightning Bolt')))
        .toEqual(['Near Mint×2@null']);
      const [bolt] = await dialogs.serverCards();
      expect(bolt).toMatchObject({ status: 'have', foil: false });
    });

    test('add with details ×3, edit condition rows, remove with the confirmation', async ({ page }) => {
      await signedIn(page);
      const dialogs = new CardDialogsPage(page, mobile);
      await dialogs.openAdd();
      await dialogs.search('lightning bolt');
      await expect(dialogs.result('Lightning Bolt')).toBeVisible();
      await expectNoSeriousViolations(page, `Add New Card results (${screen})`);
      await dialogs.openDetails('Lightning Bolt');
      await dialogs.addWithDetails({ quantity: '0', price: '-1', condition: 'Played', notes: '' });
      await expect(dialogs.detailsForm.getByText('Quantity must be at least 1')).toBeVisible();
      await expect(dialogs.detailsForm.getByText('Please enter a valid price')).toBeVisible();
      await expectNoSeriousViolations(page, `Add with Details (${screen})`);
      await dialogs.addWithDetails({ quantity: '3', price: '1.25', condition: 'Played', notes: 'Show find' });
      await expect(dialogs.addDialog.getByText(/^Added 3 × Lightning Bolt/)).toBeVisible();
      await dialogs.search('llanowar');
      await dialogs.quickAdd('Llanowar Elves');
      await dialogs.closeAdd();

      await dialogs.cardAction('Edit', 'Llanowar Elves').click();
      await expect(dialogs.editDialog).toBeVisible();
      await expect(dialogs.editRow(1).getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
      await dialogs.editDialog.getByRole('button', { name: '+ Add Condition' }).click();
      await dialogs.editRow(2).getByLabel('Condition').selectOption('Excellent');
      await dialogs.editRow(2).getByLabel('Quantity').fill('0');
      await dialogs.editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialogs.editRow(2).getByText('Quantity must be at least 1')).toBeVisible();
      await expectNoSeriousViolations(page, `Edit Card (${screen})`);
      await dialogs.editRow(2).getByLabel('Quantity').fill('2');
      await dialogs.editRow(2).getByLabel('Price').fill('0.3');
      await dialogs.editRow(1).getByLabel('Price').fill('0.25');
      await dialogs.editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialogs.editDialog).toBeHidden();

      await dialogs.cardAction('Remove', 'Lightning Bolt').click();
      await expect(dialogs.removeDialog).toContainText(
        'Are you sure you want to remove the card from your collection?',
      );
      await expect(dialogs.removeDialog).toContainText('This action cannot be undone');
      await dialogs.removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(dialogs.removeDialog).toBeHidden();

      await expect
        .poll(() => dialogs.serverCards().then((cards) => copies(cards, 'Lightning Bolt')))
        .toEqual(['Played×1@1.25', 'Played×1@1.25']);
      await expect
        .poll(() => dialogs.serverCards().then((cards) => copies(cards, 'Llanowar Elves')))
        .toEqual(['Near Mint×1@0.25, Excellent×2@0.3']);
      const bolts = (await dialogs.serverCards()).filter((card) => card.name === 'Lightning Bolt');
      expect(bolts.map((card) => [card.status, card.notes])).toEqual([
        ['have', 'Show find'],
        ['have', 'Show find'],
      ]);
    });
  });
}

test.describe('All Printings', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists Lightning Bolt's printings and quick-adds one", async ({ page }) => {
    await signedIn(page);
    const dialogs = new CardDialogsPage(page, false);
    await dialogs.openAdd();
    await dialogs.search('lightning bolt');
    await dialogs.openVersions('Lightning Bolt');
    const printings = dialogs.printingsDialog.getByRole('list', { name: 'Printings of Lightning Bolt' });
    await expect(printings.getByRole('listitem')).toHaveCount(11);
    await expectNoSeriousViolations(page, 'All Printings');
    await printings.getByRole('button', { name: /^Quick Add Lightning Bolt — Magic 2010/ }).click();
    await expect(dialogs.printingsDialog.getByText('Added Lightning Bolt — Magic 2010 (M10)')).toBeVisible();
    await dialogs.printingsDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialogs.printingsDialog).toBeHidden();
    await dialogs.closeAdd();
    await expect
      .poll(() => dialogs.serverCards().then((cards) => cards.map((card) => card.setCode.toLowerCase())))
      .toEqual(['m10']);
  });
});

test.describe('All Printings while the card database is down', () => {
  // No service worker, so every call to the card database passes through this context's route.
  test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  let cardDb: CardDbFixtureServer;
  test.beforeEach(async ({ context, request }) => {
    // A card database of this test's own, so taking it down touches no other test. The page keeps
    // calling the address the server names (the only one its Content-Security-Policy allows); this
    // context forwards those calls to the test's fixture server.
    cardDb = await startCardDbFixtureServer();
    // No card catalogue on this device: All Printings then asks the card database (issue 12 puts the
    // catalogue first; this is the path for a device that has none yet).
    await withoutCatalogue(context);
    const config = (await (await request.get('/api/v1/config')).json()) as { data: { cardDbUrl: string } };
    const shared = config.data.cardDbUrl;
    await context.route(`${shared}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(shared, cardDb.url) });
      await route.fulfill({ response });
    });
  });
  test.afterEach(() => cardDb.close());

  test("says 'Failed to fetch card printings', and Try Again lists them once it is back", async ({
    page,
  }) => {
    await signedIn(page);
    const dialogs = new CardDialogsPage(page, false);
    await dialogs.openAdd();
    await dialogs.search('llanowar');
    await cardDb.setDown(true);
    await dialogs.openVersions('Llanowar Elves');
    const failure = dialogs.printingsDialog.getByRole('alert');
    await expect(failure).toContainText('Failed to fetch card printings');
    const printings = dialogs.printingsDialog.getByRole('list', { name: 'Printings of Llanowar Elves' });
    // The printing the search saved on this device is still offered.
    await expect(printings.getByRole('listitem')).toHaveCount(1);

    await cardDb.setDown(false);
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(printings.getByRole('listitem')).toHaveCount(16);
    await expect(failure).toBeHidden();
    expect(cardDb.requests.some((request) => request.includes('unique=prints'))).toBe(true);
  });
});
