import type { BrowserContext, Page } from '@playwright/test';
import { peerFormat } from '../../src/domain/importExport/formats';
import { IMPORT_TEXTS } from '../../src/domain/importExport/importTexts';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import {
  CARDMARKET_FILE,
  CARDMARKET_IDS,
  IMPORTED_COPIES,
  MANABOX_FILE,
  UNKNOWN_PRODUCT_ID,
} from './importExport.data';
import { AppShellPage } from './pages/AppShellPage';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CataloguePage } from './pages/CataloguePage';
import { ImportExportPage } from './pages/ImportExportPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

const printings = loadFixturePrintings();

/** Offline, the ManaBox file chosen: its preview (4 rows matched, line 5 to choose), checked for accessibility. */
async function previewManaBoxOffline(page: Page, context: BrowserContext, label: string) {
  // Offline is the installed app: cut the network only once the service worker holds every section's
  // code, or a busy machine fails to load Admin's chunk (seen on f042c37 at load ≈ 4).
  await new AppShellPage(page).waitForServiceWorkerControl();
  await context.setOffline(true);
  const panel = new ImportExportPage(page);
  await panel.open();
  await panel.chooseFile('manabox.csv', MANABOX_FILE);
  await expect(panel.count('Matched')).toHaveText('4');
  await expect(panel.count('Ambiguous')).toHaveText('1');
  await expect(panel.count('Unmatched')).toHaveText('0');
  await expect(panel.count('Copies to import')).toHaveText(String(IMPORTED_COPIES - 4));
  await expectNoSeriousViolations(page, label);
  return panel;
}

/** Line 5 settled by its first printing, then the five rows imported as one purchase. */
async function fixAndImport(panel: ImportExportPage) {
  await panel.chooseFirstPrinting(5);
  await expect(panel.count('Copies to import')).toHaveText(String(IMPORTED_COPIES));
  await panel.importRows(5);
  await expect(panel.status).toContainText('Imported 5 rows as one purchase');
}

test('offline, a ManaBox export is previewed, one row fixed, imported as one purchase; after a reload it syncs once', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  await app.waitForServiceWorkerControl();

  const panel = await previewManaBoxOffline(page, context, 'import preview');
  await fixAndImport(panel);

  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await context.setOffline(false);
  await expect
    .poll(async () => (await panel.serverTransactions()).length, { timeout: scaled(20_000) })
    .toBe(1);
  const [purchase] = await panel.serverTransactions();
  expect(purchase?.type).toBe('purchase');
  expect(purchase?.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(IMPORTED_COPIES);

  // The same file again warns before adding its cards a second time.
  await panel.open();
  await panel.chooseFile('manabox.csv', MANABOX_FILE);
  await expect(page.getByRole('alert').filter({ hasText: 'already imported' })).toBeVisible();
  await panel.cancel();

  // Binary data: a clear message, nothing written.
  const refusal = await panel.chooseBadFile(
    'photo.png',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]),
  );
  await expect(refusal).toHaveText(IMPORT_TEXTS.binaryFile);
  expect(await panel.serverTransactions()).toHaveLength(1);

  // The collection out as Moxfield: its exact header, one line per condition row.
  const moxfield = await panel.exportAs('Moxfield');
  const [header, ...lines] = moxfield.trim().split('\r\n');
  expect(header).toBe(peerFormat('moxfield').header.join(','));
  expect(lines).toHaveLength(5);

  // As Cardmarket: its header, cards by the product ids the device's catalogue holds; the M11 Bolt
  // (no id) is left out, and the panel says so.
  const cardmarket = await panel.exportAs('Cardmarket');
  const [cardmarketHeader, ...cardmarketLines] = cardmarket.trim().split('\r\n');
  expect(cardmarketHeader).toBe(peerFormat('cardmarket').header.join(';'));
  expect(cardmarketLines).toHaveLength(4);
  const productIds = cardmarketLines.map((line) => Number(line.split(';')[0]));
  expect(productIds).toEqual(expect.arrayContaining(CARDMARKET_IDS));
  await expect(panel.exportNotice).toHaveText(IMPORT_TEXTS.cardmarketLeftOut(1, 4));
  await expectNoSeriousViolations(page, 'export notice');
});

test('offline, a Cardmarket stock file is matched by product id through the device catalogue; an unknown id is chosen by search', async ({
  page,
  context,
}) => {
  await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');

  await new AppShellPage(page).waitForServiceWorkerControl();
  await context.setOffline(true);
  const panel = new ImportExportPage(page);
  await panel.open();
  await panel.chooseFile('cardmarket.csv', CARDMARKET_FILE);
  await expect(panel.count('Matched')).toHaveText('3');
  await expect(panel.count('Unmatched')).toHaveText('1');
  await expect(page.getByTestId('import-fix-row')).toContainText(`Line 5: ${UNKNOWN_PRODUCT_ID}`);
  await expect(page.getByTestId('import-fix-row')).toContainText(IMPORT_TEXTS.cardmarketIds);
  await expectNoSeriousViolations(page, 'Cardmarket import preview');

  await panel.searchAndChooseFirst(5, 'Opt');
  await panel.importRows(4);
  await expect(panel.status).toContainText('Imported 4 rows as one purchase');

  // Back online the purchase syncs with the cards the product ids named.
  await context.setOffline(false);
  await expect
    .poll(async () => (await panel.serverTransactions()).length, { timeout: scaled(20_000) })
    .toBe(1);
  const [purchase] = await panel.serverTransactions();
  expect(purchase?.items.map((item) => [item.name, item.quantity]).sort()).toEqual([
    ['Counterspell', 1],
    ['Fire // Ice', 3],
    ['Opt', 1],
    ['Serra Angel', 2],
  ]);
});

// ManaBox is a phone app: its export is often imported on the phone that made it.
const phone = SHELL_VIEWPORTS.find((size) => size.name === 'mobile')?.viewport ?? { width: 390, height: 844 };
test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('a ManaBox export is previewed, fixed and imported offline, and the panel fits the screen', async ({
    page,
    context,
  }) => {
    await signUpAndSettle(page);
    await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');

    const panel = await previewManaBoxOffline(page, context, 'import preview on a phone');
    // Nothing scrolls sideways: the counts, the row to fix and its printing choice fit 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await fixAndImport(panel);

    await context.setOffline(false);
    await expect
      .poll(async () => (await panel.serverTransactions()).length, { timeout: scaled(20_000) })
      .toBe(1);
  });
});
