import { expect, type Locator, type Page } from '@playwright/test';
import type { CardSpec } from '../../../scripts/scan-testset/cardSpec';
import { paintCard } from '../../../scripts/scan-testset/paintCard';
import { OCR_CACHE } from '../../../src/features/scan/engine/ocrAssets';
import { scaled } from '../../setup/slowness';

const PHOTO_SIZE = { width: 900, height: 1200 };
const jpegOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

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
        { timeout: scaled(30_000) },
      )
      .toBeGreaterThanOrEqual(3);
  }

  async open() {
    await this.page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** A card painted and photographed by the test-set generator, as a JPEG. */
  async photoOf(spec: CardSpec, size = PHOTO_SIZE): Promise<Buffer> {
    const dataUrl = await this.page.evaluate(
      ({ source, card, size }) => {
        const paint = new Function(`return (${source})`)() as typeof paintCard;
        return paint(card, size);
      },
      { source: paintCard.toString(), card: spec, size },
    );
    return jpegOf(dataUrl);
  }

  /** The empty table the cards lie on (what the camera sees between two cards), as a JPEG. */
  async tablePhoto(size = PHOTO_SIZE): Promise<Buffer> {
    const dataUrl = await this.page.evaluate((size) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#8a6a48';
      context.fillRect(0, 0, size.width, size.height);
      return canvas.toDataURL('image/jpeg', 0.6);
    }, size);
    return jpegOf(dataUrl);
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

  rows(): Locator {
    return this.tray.getByRole('listitem');
  }

  row(name: string): Locator {
    return this.tray.getByRole('listitem', { name });
  }

  /** The chosen printing's option text, e.g. "Foundations (FDN) #1". */
  printing(name: string): Locator {
    return this.row(name).getByLabel('Printing').locator('option:checked');
  }

  /** Picks a printing on a row, e.g. "Foundations (FDN) #1" (a title read asks for one). */
  async choosePrinting(name: string, label: string) {
    await this.row(name).getByLabel('Printing').selectOption({ label });
  }

  async setCondition(name: string, condition: string) {
    await this.row(name).getByLabel('Condition').selectOption(condition);
  }

  async addAsPurchase() {
    await this.dialog.getByRole('button', { name: 'Add as a purchase…' }).click();
  }

  addAllButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Add all/ });
  }

  async addAll() {
    await this.addAllButton().click();
    await expect(
      this.dialog.getByRole('status').filter({ hasText: 'added to the collection' }),
    ).toBeVisible();
  }
}
