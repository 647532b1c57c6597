import { expect, type Locator, type Page } from '@playwright/test';
import { ShellNavigation } from './ShellNavigation';

interface ServerTransaction {
  type: string;
  items: Array<{ name: string; quantity: number }>;
}

/** Admin › Import & Export: the file chooser, the preview and its fixes, the export. */
export class ImportExportPage {
  readonly fileInput: Locator;
  readonly counts: Locator;
  readonly status: Locator;
  /** What the export says after a download (rows a format left out). */
  readonly exportNotice: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.locator('input[name="importFile"]');
    this.counts = page.getByTestId('import-counts');
    this.status = page.getByRole('status').filter({ hasText: 'Imported' });
    this.exportNotice = page.getByRole('status').filter({ hasText: 'left out' });
  }

  async open() {
    const nav = new ShellNavigation(this.page);
    await nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Import & Export' }).click();
    await expect(this.page.getByRole('heading', { name: /^Import into/ })).toBeVisible();
  }

  async chooseFile(name: string, text: string) {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(this.page.getByRole('heading', { name: /^Preview:/ })).toBeVisible();
  }

  /** The figure the preview shows under a label ("Matched", "Copies to import" …). */
  count(label: string): Locator {
    return this.counts
      .locator('div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  /** Settles a row that needs a choice: its first offered printing. */
  async chooseFirstPrinting(line: number) {
    const select = this.page.getByLabel(`Printing for line ${line}`);
    const first = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(first ?? '');
  }

  /** Settles a row that needs a choice by searching the device's catalogue: the first printing found. */
  async searchAndChooseFirst(line: number, query: string) {
    const box = this.page.getByLabel(`Search a card for line ${line}`);
    await box.fill(query);
    // The row's own button: at phone size the app bar has a Search button too.
    await this.page
      .getByTestId('import-fix-row')
      .filter({ has: box })
      .getByRole('button', { name: 'Search' })
      .click();
    await this.chooseFirstPrinting(line);
  }

  /**
   * Chooses a file the import refuses; answers the message shown in the import section (the card
   * database's status above may hold an alert of its own, e.g. a download tried while offline).
   */
  async chooseBadFile(name: string, content: Buffer): Promise<Locator> {
    await this.fileInput.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: content });
    return this.page.getByRole('region', { name: /^Import into/ }).getByRole('alert');
  }

  async cancel() {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }

  /** Downloads the current collection in a format; answers the file's text. */
  async exportAs(format: string): Promise<string> {
    await this.page.locator('select[name="exportFormat"]').selectOption({ label: format });
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).createReadStream();
    const parts: Buffer[] = [];
    for await (const part of file) parts.push(part as Buffer);
    return Buffer.concat(parts).toString('utf8');
  }

  async importRows(rows: number) {
    await this.page.getByRole('button', { name: `Import ${rows} rows` }).click();
    await expect(this.status).toBeVisible();
  }

  /** The transactions the server holds for the user's collections, read with the page's own token. */
  serverTransactions(): Promise<ServerTransaction[]> {
    return this.page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const collections = (await (await fetch('/api/v1/collections', { headers })).json()) as {
        data: Array<{ id: string }>;
      };
      const all: ServerTransaction[] = [];
      for (const collection of collections.data) {
        const answer = await fetch(`/api/v1/transactions/collection/${collection.id}`, { headers });
        const body = (await answer.json()) as {
          data: ServerTransaction[] | { transactions: ServerTransaction[] };
        };
        all.push(...(Array.isArray(body.data) ? body.data : body.data.transactions));
      }
      return all;
    });
  }
}
