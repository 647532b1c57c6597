import { expect, type Locator, type Page } from '@playwright/test';

/** The app's first screen: the brand header and the main area (the full shell is a later issue). */
export class AppShellPage {
  readonly brandName: Locator;
  readonly readyHeading: Locator;
  readonly updatePrompt: Locator;

  constructor(readonly page: Page) {
    this.brandName = page.getByRole('banner').getByText('Cardfolio', { exact: true });
    this.readyHeading = page.getByRole('heading', { name: 'Cardfolio is ready' });
    this.updatePrompt = page.getByRole('alert').filter({ hasText: 'New version available!' });
  }

  open(urlPath = '/') {
    return this.page.goto(urlPath);
  }

  async expectRendered() {
    await expect(this.brandName).toBeVisible();
    await expect(this.readyHeading).toBeVisible();
  }

  /**
   * Waits until the service worker is active and controls this page. The worker claims open
   * pages when it activates; the reload covers a browser that has not handed control over yet.
   */
  async waitForServiceWorkerControl() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const controlled = await this.page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) await this.page.reload();
    await this.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  }
}
