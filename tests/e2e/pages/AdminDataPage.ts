import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { ShellNavigation } from './ShellNavigation';

/** Admin's Data Management and Price Management tabs. */
export class AdminDataPage {
  readonly nav: ShellNavigation;
  readonly message: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
    this.message = page.getByRole('tabpanel').getByRole('status').first();
    this.alert = page.getByRole('tabpanel').getByRole('alert').first();
  }

  async openDataManagement() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Data Management' }).click();
    await expect(this.page.getByRole('heading', { name: 'Backup' })).toBeVisible();
  }

  async openPriceManagement() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Price Management' }).click();
    await expect(this.page.getByRole('heading', { name: 'Add Market Price' })).toBeVisible();
  }

  /** Restore from File with a file made of `text`. */
  async restoreText(text: string, name = 'backup.json') {
    await this.page
      .getByLabel('Restore from File')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  /** Download Backup: the file's name and its text. */
  async downloadBackup(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download Backup' }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  /** A bulk delete through both confirmations. */
  async deleteAll(label: 'Delete All Cards' | 'Delete All Sealed Products' | 'Delete All Transactions') {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const first = this.page.getByRole('dialog', { name: label });
    await first.getByRole('button', { name: 'Continue' }).click();
    const final = this.page.getByRole('dialog', { name: 'Final warning' });
    // The final warning names the collection the first click took (BulkDeleteButton).
    await expect(final).toContainText(/ in .+\. This cannot be undone\./);
    await final.getByRole('button', { name: label }).click();
    await expect(final).toBeHidden();
  }

  /** Add Market Price for one of the user's products, picked by its label. */
  async addPrice(productLabel: string, price: string) {
    const form = this.page.getByRole('form', { name: 'Add Market Price' });
    await form.getByLabel('Product *').selectOption({ label: productLabel });
    await form.getByLabel('Market Price *').fill(price);
    await form.getByRole('button', { name: 'Add Market Price' }).click();
  }

  /** The signed-in user's records on the server, read with the page's own token. */
  serverRecords<T>(path: string): Promise<T[]> {
    return this.page.evaluate(async (url) => {
      const answer = await fetch(url, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return ((await answer.json()) as { data: unknown[] }).data;
    }, `/api/v1${path}`) as Promise<T[]>;
  }
}
