import { expect, type Locator, type Page } from '@playwright/test';
import { ShellNavigation } from './ShellNavigation';

/** What GET /api/v1/sealed-products and /definitions answer, reduced to what the tests check. */
export interface ServerSealedProduct {
  definitionId: string;
  name: string;
  purchasePrice: number | null;
  notes: string;
  quantity: number;
}
export interface ServerDefinition {
  id: string;
  name: string;
}

/**
 * The Sealed Products section and Product Management in the Admin tab. `mobile` follows the viewport:
 * below 768 px the section's add button is the shell's floating one.
 */
export class SealedPage {
  readonly nav: ShellNavigation;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly deleteDialog: Locator;
  readonly definitionDialog: Locator;
  readonly detailsForm: Locator;

  constructor(
    readonly page: Page,
    readonly mobile: boolean,
  ) {
    this.nav = new ShellNavigation(page);
    this.addDialog = page.getByRole('dialog', { name: 'Add Sealed Product' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Sealed Product' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete Sealed Product' });
    this.definitionDialog = page.getByRole('dialog', { name: 'Add New Sealed Product Definition' });
    this.detailsForm = this.addDialog.getByRole('form', { name: 'Product details' });
  }

  async openProductManagement() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Product Management' }).click();
    await expect(this.page.getByRole('heading', { name: /^Existing Product Types/ })).toBeVisible();
  }

  /** Add Product, filled and submitted; `type` empty leaves the select at "Choose a type". */
  async defineProduct(fields: { name: string; set: string; type: string; description?: string }) {
    await this.page.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expect(this.definitionDialog).toBeVisible();
    await this.definitionDialog.getByLabel('Name').fill(fields.name);
    await this.definitionDialog.getByLabel('Set').fill(fields.set);
    if (fields.type) await this.definitionDialog.getByLabel('Type').selectOption(fields.type);
    await this.definitionDialog.getByLabel('Description').fill(fields.description ?? '');
    await this.definitionDialog.getByRole('button', { name: 'Add Product' }).click();
  }

  async openSection() {
    await this.nav.showTab('Collection');
    await this.nav.showSection('Sealed Products');
  }

  /** "+ Add Product" on a desktop, the floating add button on a phone. */
  async openAdd() {
    if (this.mobile) await this.page.getByTestId('floating-add').click();
    else await this.page.getByRole('button', { name: '+ Add Product', exact: true }).click();
    await expect(this.addDialog).toBeVisible();
  }

  async searchDefinitions(query: string) {
    await this.addDialog.getByLabel('Search product definitions').fill(query);
  }

  async fillDetails(fields: { quantity: string; price: string }) {
    await this.detailsForm.getByLabel('Quantity').fill(fields.quantity);
    await this.detailsForm.getByLabel('Purchase Price').fill(fields.price);
    await this.detailsForm.getByRole('button', { name: 'Add to Collection' }).click();
  }

  /** Group by in the toolbar on a desktop, in the Filters drawer on a phone. */
  async groupBy(choice: 'By Product' | 'By Transaction' | 'No Grouping') {
    if (!this.mobile) {
      await this.page.getByRole('main').getByLabel('Group by').selectOption({ label: choice });
      return;
    }
    await this.page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Group by').selectOption({ label: choice });
    await drawer.getByRole('button', { name: 'Show products' }).click();
    await expect(drawer).toBeHidden();
  }

  /** The page's rows of `name` (grid cards or list lines). */
  row(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name });
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
