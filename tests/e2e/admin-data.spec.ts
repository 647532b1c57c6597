import { BACKUP_FORMAT_VERSION } from '../../src/domain/backup/backupFormat';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { AdminDataPage } from './pages/AdminDataPage';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardsViewPage } from './pages/CardsViewPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

interface ServerCard {
  name: string;
  conditionQuantities: { condition: string; quantity: number }[];
}
interface ServerPrice {
  productKey: string;
  marketPrice: number;
}

const CARDS = [
  {
    name: 'Lightning Bolt',
    set: 'Magic 2010',
    setCode: 'M10',
    quantity: 3,
    condition: 'Near Mint',
    purchasePrice: 1,
  },
  { name: 'Counterspell', set: 'Magic 2010', setCode: 'M10', quantity: 1, condition: 'Played' },
];

for (const { name: screen, viewport } of SHELL_VIEWPORTS) {
  test.describe(`Admin: Data Management and Price Management on ${screen}`, () => {
    test.use({ viewport });

    test('restore checks, a price shown on the card, a backup restored into a fresh account gives the server the same records', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(scaled(150_000));
      await signUpAndSettle(page);
      const admin = new AdminDataPage(page);
      await admin.openDataManagement();
      await expectNoSeriousViolations(page, `Data Management (${screen})`);
      // Nothing scrolls sideways: at phone size the panel's buttons wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await admin.restoreText('');
      await expect(admin.alert).toHaveText('The backup file is empty');
      await admin.restoreText('{"format":"cardfolio-backup","collections":[{"coll');
      await expect(admin.alert).toHaveText('Invalid backup file format');
      await admin.restoreText('[{"title":"a shopping list"}]');
      await expect(admin.alert).toHaveText('This file does not appear to contain valid backup data...');
      await admin.restoreText(JSON.stringify(CARDS));
      await expect(admin.message).toHaveText('Restored 2 cards.');

      await admin.openPriceManagement();
      await page.getByRole('button', { name: 'Add Market Price' }).click();
      await expect(admin.alert).toHaveText('Please fill in all required fields');
      await admin.addPrice('Lightning Bolt (M10) · Near Mint', '2.5');
      await expect(page.getByRole('row', { name: /Lightning Bolt\|M10\|Near Mint/ })).toContainText('$2.50');
      await expect(page.getByRole('heading', { name: 'Products Without Market Prices' })).toBeVisible();
      await expectNoSeriousViolations(page, `Price Management (${screen})`);

      await admin.nav.showTab('Collection');
      await admin.nav.showSection('Cards');
      await expect(new CardsViewPage(page).row('Lightning Bolt')).toContainText('$2.50');

      await admin.openDataManagement();
      const backup = await admin.downloadBackup();
      expect(backup.name).toMatch(/^cardfolio-backup-\d{4}-\d{2}-\d{2}\.json$/);
      expect(JSON.parse(backup.text)).toMatchObject({
        format: 'cardfolio-backup',
        version: BACKUP_FORMAT_VERSION,
      });
      await expect
        .poll(async () => (await admin.serverRecords<ServerCard>('/cards')).length, {
          timeout: scaled(30_000),
        })
        .toBe(2);

      const fresh = await browser.newContext({ baseURL });
      try {
        const other = await fresh.newPage();
        await signUpAndSettle(other);
        const restored = new AdminDataPage(other);
        await restored.openDataManagement();
        await restored.restoreText(backup.text, backup.name);
        await expect(restored.message).toContainText('Restored 2 cards, 1 market prices.');
        const summary = (cards: ServerCard[]) =>
          cards.map((c) => [c.name, c.conditionQuantities.map((r) => [r.condition, r.quantity])]).sort();
        const original = summary(await admin.serverRecords<ServerCard>('/cards'));
        await expect
          .poll(async () => summary(await restored.serverRecords<ServerCard>('/cards')), {
            timeout: scaled(30_000),
          })
          .toEqual(original);
        await expect
          .poll(async () =>
            (await restored.serverRecords<ServerPrice>('/market-prices')).map((p) => [
              p.productKey,
              p.marketPrice,
            ]),
          )
          .toEqual([['Lightning Bolt|M10|Near Mint', 2.5]]);
        await restored.restoreText(backup.text, backup.name);
        await expect(restored.message).toContainText('Nothing new to restore.');
      } finally {
        await fresh.close();
      }
    });

    test('bulk deletes offline with both confirmations, then synced', async ({ page, context }) => {
      test.setTimeout(scaled(120_000));
      const { app } = await signUpAndSettle(page);
      await app.waitForServiceWorkerControl();
      const admin = new AdminDataPage(page);
      await admin.openDataManagement();
      await admin.restoreText(JSON.stringify(CARDS));
      await expect(admin.message).toHaveText('Restored 2 cards.');
      await expect
        .poll(async () => (await admin.serverRecords<ServerCard>('/cards')).length, {
          timeout: scaled(30_000),
        })
        .toBe(2);

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Delete All Cards' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete All Cards' })).toContainText(
        'Delete all 2 cards in Default Collection?',
      );
      await expectNoSeriousViolations(page, `Delete All Cards, first confirmation (${screen})`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await admin.deleteAll('Delete All Cards');
      await expect(admin.message).toHaveText('Deleted 2 cards.');
      await page.getByRole('button', { name: 'Delete All Cards' }).click();
      await expect(admin.alert).toHaveText('No cards found in this collection.');
      await page.getByRole('button', { name: 'Delete All Sealed Products' }).click();
      await expect(admin.alert).toHaveText('No sealed products found in this collection');

      await admin.nav.showTab('Collection');
      await admin.nav.showSection('Cards');
      await expect(page.locator('[data-card-row]')).toHaveCount(0);

      await context.setOffline(false);
      await expect
        .poll(async () => (await admin.serverRecords<ServerCard>('/cards')).length, {
          timeout: scaled(30_000),
        })
        .toBe(0);
    });
  });
}
