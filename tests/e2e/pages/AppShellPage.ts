import { expect, type Locator, type Page } from '@playwright/test';

/** The app: its first screen, the signed-in shell (header, sync status, user menu), the worker. */
export class AppShellPage {
  readonly brandName: Locator;
  readonly header: Locator;
  readonly syncStatus: Locator;
  readonly userMenuButton: Locator;
  readonly updatePrompt: Locator;

  constructor(readonly page: Page) {
    this.brandName = page.getByText('Cardfolio', { exact: true }).first();
    this.header = page.getByRole('banner');
    this.syncStatus = page.getByTestId('sync-status');
    this.userMenuButton = page.getByRole('button', { name: 'User menu' });
    this.updatePrompt = page.getByRole('alert').filter({ hasText: 'New version available!' });
  }

  open(urlPath = '/') {
    return this.page.goto(urlPath);
  }

  /** The app drew its first screen, signed in or not. */
  async expectRendered() {
    await expect(this.brandName).toBeVisible();
  }

  async expectSignedIn() {
    await expect(this.header).toBeVisible();
    await expect(this.syncStatus).toBeVisible();
  }

  async expectSyncStatus(text: string | RegExp) {
    await expect(this.syncStatus).toHaveText(text);
  }

  async openUserMenu() {
    if ((await this.userMenuButton.getAttribute('aria-expanded')) !== 'true')
      await this.userMenuButton.click();
    return this.page.getByRole('list', { name: 'Collections' });
  }

  async closeUserMenu() {
    if ((await this.userMenuButton.getAttribute('aria-expanded')) === 'true')
      await this.userMenuButton.click();
    await expect(this.userMenuButton).toHaveAttribute('aria-expanded', 'false');
  }

  async collectionNames(): Promise<string[]> {
    const list = await this.openUserMenu();
    await expect(list).toBeVisible();
    return (await list.getByTestId('collection-name').allInnerTexts()).map((text) => text.trim());
  }

  async createCollection(name: string, description = '') {
    await this.openUserMenu();
    await this.page.getByRole('button', { name: '+ New' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create New Collection' });
    await dialog.getByLabel('Collection Name *').fill(name);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Waits until the user menu ticks `name` as the current collection. */
  async expectCurrentCollection(name: string) {
    const list = await this.openUserMenu();
    await expect(list.locator('[aria-current="true"]').getByTestId('collection-name')).toHaveText(name);
  }

  async selectCollection(name: string) {
    const list = await this.openUserMenu();
    const exactName = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await list.getByRole('button', { name: new RegExp(`^${exactName}( default)?$`) }).click();
  }

  /** Deletes through the confirmation; answers the question the dialog asked. */
  async deleteCollection(name: string): Promise<string> {
    await this.openUserMenu();
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete Collection' });
    const question = (await dialog.locator('p').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    return question;
  }

  async renameCollection(from: string, to: string) {
    await this.openUserMenu();
    await this.page.getByRole('button', { name: `Edit ${from}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit Collection' });
    await dialog.getByLabel('Collection Name *').fill(to);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
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
