import type { CardSpec, PhotoSpec } from '../../scripts/scan-testset/cardSpec';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CardsViewPage } from './pages/CardsViewPage';
import { CataloguePage } from './pages/CataloguePage';
import { ScanPage } from './pages/ScanPage';

const steadyPhoto: PhotoSpec = {
  rotation: 3,
  perspective: 0.02,
  blur: 0.5,
  glare: 0.2,
  noise: 0.2,
  background: 'table',
  offsetX: 0,
  offsetY: 0,
};

/** A modern frame of a printing in the e2e catalogue fixture (Foundations #1). */
const baneslayer: CardSpec = {
  name: 'Baneslayer Angel',
  setCode: 'fdn',
  collectorNumber: '1',
  rarity: 'M',
  foil: false,
  modern: true,
  photo: steadyPhoto,
};

test('no camera, offline, Scan never opened online: a photo and a typed line go to the tray; Add all survives a reload and reaches the server once', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  await new CataloguePage(page).expectDownloaded(loadFixturePrintings().length, '22 Nov');
  await app.waitForServiceWorkerControl();
  const scan = new ScanPage(page);
  await scan.expectEngineCached();
  await context.setOffline(true);

  // The test browser has no camera: the screen offers the file picker instead.
  await scan.open();
  await scan.choosePhotos([{ name: 'baneslayer.jpg', buffer: await scan.photoOf(baneslayer) }]);
  await expect(scan.printing('Baneslayer Angel')).toHaveText(/\(FDN\) #1$/, { timeout: 20_000 });
  await scan.typeLine('LEA 2');
  await expect(scan.printing('Black Lotus')).toHaveText(/\(LEA\) #2$/);
  await scan.setCondition('Black Lotus', 'Played');
  await expectNoSeriousViolations(page, 'scan tray');
  await scan.addAll();

  await page.reload();
  await app.expectSignedIn();
  const cards = new CardsViewPage(page);
  await expect.poll(async () => (await cards.rowNames()).sort()).toEqual(['Baneslayer Angel', 'Black Lotus']);

  await context.setOffline(false);
  const dialogs = new CardDialogsPage(page, false);
  const serverCards = async () =>
    (await dialogs.serverCards())
      .map((card) => {
        const conditions = card.conditionQuantities.map((row) => `${row.condition} ×${row.quantity}`);
        return `${card.name} ${card.setCode} foil=${card.foil} ${conditions.join(', ')}`;
      })
      .sort();
  const expected = ['Baneslayer Angel FDN foil=false Near Mint ×1', 'Black Lotus LEA foil=false Played ×1'];
  await expect.poll(serverCards, { timeout: 20_000 }).toEqual(expected);
  // Once: the synced device sends nothing more, and the server still holds each card once.
  await app.expectSyncStatus('Synced');
  expect(await serverCards()).toEqual(expected);
});
