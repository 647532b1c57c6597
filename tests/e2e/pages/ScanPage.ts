import { expect, type Locator, type Page } from '@playwright/test';
import type { CardSpec } from '../../../scripts/scan-testset/cardSpec';
import { paintCard } from '../../../scripts/scan-testset/paintCard';
import { OCR_CACHE } from '../../../src/features/scan/engine/ocrAssets';

/** The scan screen: its entry button, the file picker, the manual line and the tray. */
export class ScanPage {
  readonly dialog: Locator;
  readonly tray: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Scan cards' });
    this.tray = this.dialog.getByTestId('scan-tray');
  }

  /**
   * Waits until the background prefetch has put the OCR engine (worker, core, language data) in Cache
   * Storage: from then on Scan works without signal although it was never opened.
   */
  async expectEngineCached() {
    await expect
      .poll(
        () => this.page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, OCR_CACHE),
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(3);
  }

  async open() {
    await this.page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** A card painted and photographed by the test-set generator, as a JPEG. */
  async photoOf(spec: CardSpec): Promise<Buffer> {
    const dataUrl = await this.page.evaluate(
      ({ source, card }) => {
        const paint = new Function(`return (${source})`)() as typeof paintCard;
        return paint(card, { width: 900, height: 1200 });
      },
      { source: paintCard.toString(), card: spec },
    );
    return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  }

  async choosePhotos(files: { name: string; buffer: Buffer }[]) {
    await this.dialog
      .getByTestId('scan-photos')
      .setInputFiles(files.map((file) => ({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer })));
  }

  async typeLine(line: string) {
    await this.dialog.getByLabel('Set code and number').fill(line);
    await this.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }

  row(name: string): Locator {
    return this.tray.getByRole('listitem', { name });
  }

  /** The chosen printing's option text, e.g. "Foundations (FDN) #1". */
  printing(name: string): Locator {
    return this.row(name).getByLabel('Printing').locator('option:checked');
  }

  async setCondition(name: string, condition: string) {
    await this.row(name).getByLabel('Condition').selectOption(condition);
  }

  async addAll() {
    await this.dialog.getByRole('button', { name: /^Add all/ }).click();
    await expect(
      this.dialog.getByRole('status').filter({ hasText: 'added to the collection' }),
    ).toBeVisible();
  }
}
