import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { scaled } from '../../setup/slowness';

/** The card database on the device: the summary line under the header and its download states. */
export class CataloguePage {
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.summary = page.getByTestId('catalogue-summary');
  }

  /** Waits (the download starts after sign-in) until the device holds `count` printings. */
  async expectDownloaded(count: number, pricesOf: string) {
    await expect(this.summary).toContainText(`Card database: ${count} printings, prices of ${pricesOf}`, {
      timeout: scaled(30_000),
    });
  }

  /** How much the app stores, as the summary line says it. */
  async expectStorageShown() {
    await expect(this.summary).toContainText(/Storage: [\d.]+ [KMG]?B used/);
  }
}

/**
 * A device that never gets the card catalogue: its download is cut. For tests of what a device
 * without one does, and of figures hand-computed from Price Management prices alone.
 */
export async function withoutCatalogue(target: Page | BrowserContext): Promise<void> {
  await target.route(/\/api\/v1\/catalogue\?/, (route) => route.abort());
}
