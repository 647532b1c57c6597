import type { CardSpec, PhotoSpec } from '../../scripts/scan-testset/cardSpec';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardDialogsPage } from './pages/CardDialogsPage';
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

const baneslayer: CardSpec = {
  name: 'Baneslayer Angel',
  setCode: 'fdn',
  collectorNumber: '1',
  rarity: 'M',
  foil: false,
  modern: true,
  photo: steadyPhoto,
};

test('camera refused: a photo from the file picker and a typed line go to the tray; Add all writes them once', async ({
  page,
}) => {
  await signUpAndSettle(page);
  await page.keyboard.press('Escape');
  await new CataloguePage(page).expectDownloaded(loadFixturePrintings().length, '22 Nov');
  const scan = new ScanPage(page);
  await scan.open();
  await scan.choosePhotos([{ name: 'baneslayer.jpg', buffer: await scan.photoOf(baneslayer) }]);
  await expect(scan.row('Baneslayer Angel')).toBeVisible({ timeout: 20_000 });
  await expect(scan.row('Baneslayer Angel').getByLabel('Printing')).toHaveValue(/^fdn 1 /);
  await scan.typeLine('znr 1 foil');
  await expect(scan.row("Agadeem's Awakening // Agadeem, the Undercrypt")).toBeVisible();
  await scan.setCondition('Baneslayer Angel', 'Played');
  await expectNoSeriousViolations(page, 'scan tray');
  await scan.addAll();

  const dialogs = new CardDialogsPage(page, false);
  await expect
    .poll(
      async () =>
        (await dialogs.serverCards()).map((card) => `${card.name} ${card.setCode} ${card.foil}`).sort(),
      {
        timeout: 20_000,
      },
    )
    .toEqual(["Agadeem's Awakening // Agadeem, the Undercrypt ZNR true", 'Baneslayer Angel FDN false']);
});
