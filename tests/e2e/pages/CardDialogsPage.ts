import { expect, type Locator, type Page } from '@playwright/test';

/** A card as GET /api/v1/cards answers it, reduced to what the tests check. */
export interface ServerCard {
  name: string;
  setCode: string;
  status: string;
  foil: boolean;
  notes: string;
  conditionQuantities: { condition: string; quantity: number; purchasePrice: number | null }[];
}

/**
 * The card dialogs of the cards section: Add New Card (search, Quick Add, Versions, Add with Details,
 * the mobile Add sheet), All Printings, Edit Card and Remove Card. `mobile` follows the viewport: below
 * 768 px the section's add button is the shell's floating one and each result has a single Add button.
 */
export class CardDialogsPage {
  readonly addDialog: Locator;
  readonly printingsDialog: Locator;
  readonly editDialog: Locator;
  readonly removeDialog: Locator;
  readonly searchBox: Locator;
  readonly results: Locator;
  readonly offlineNotice: Locator;
  readonly detailsForm: Locator;

  constructor(
    readonly page: Page,
    readonly mobile: boolean,
  ) {
    this.addDialog = page.getByRole('dialog', { name: 'Add New Card' });
    this.printingsDialog = page.getByRole('dialog', { name: 'All Printings' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Card' });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove Card' });
    this.searchBox = this.addDialog.getByLabel('Search for a card');
    this.results = this.addDialog.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    this.offlineNotice = this.addDialog.getByTestId('offline-notice');
    this.detailsForm = this.addDialog.getByRole('form', { name: 'Add with Details' });
  }

  /** The section's "+ Add Card" on a desktop, the floating add button on a phone. */
  async openAdd() {
    if (this.mobile) await this.page.getByTestId('floating-add').click();
    else await this.page.getByRole('button', { name: '+ Add Card', exact: true }).click();
    await expect(this.addDialog).toBeVisible();
  }

  async search(query: string) {
    await this.searchBox.fill(query);
    await expect(this.addDialog.getByRole('status').first()).toHaveText(/found$|No cards found/);
  }

  /** The result (or printing) of `name`, optionally of one set code. */
  result(name: string): Locator {
    return this.results.filter({ has: this.page.getByText(name, { exact: true }) }).first();
  }

  /** Quick Add of a search result: one button on a desktop, the sheet's first choice on a phone. */
  async quickAdd(name: string) {
    await this.choose(name, 'Quick Add');
    await expect(this.addDialog.getByRole('status').filter({ hasText: `Added ${name}` })).toBeVisible();
  }

  async openVersions(name: string) {
    await this.choose(name, this.mobile ? 'View Versions' : 'Versions');
    await expect(this.printingsDialog).toBeVisible();
  }

  async openDetails(name: string) {
    await this.choose(name, 'Add with Details');
    await expect(this.detailsForm).toBeVisible();
  }

  private async choose(
    name: string,
    choice: 'Quick Add' | 'Versions' | 'View Versions' | 'Add with Details',
  ) {
    const result = this.result(name);
    if (!this.mobile) {
      await result.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
      return;
    }
    await result.getByRole('button', { name: new RegExp(`^Add ${name}`) }).click();
    const sheet = this.page.getByRole('dialog', { name: new RegExp(name) });
    await sheet.getByRole('button', { name: choice, exact: true }).click();
    await expect(sheet).toBeHidden();
  }

  async addWithDetails(fields: { quantity: string; price: string; condition: string; notes: string }) {
    const form = this.detailsForm;
    await form.getByLabel('Quantity').fill(fields.quantity);
    await form.getByLabel('Purchase Price').fill(fields.price);
    await form.getByLabel('Condition').selectOption(fields.condition);
    await form.getByLabel('Notes').fill(fields.notes);
    await form.getByRole('button', { name: 'Add to Collection' }).click();
  }

  async closeAdd() {
    await this.addDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.addDialog).toBeHidden();
  }

  /** The cards view's Edit / Remove action of the first row of `name`. */
  cardAction(action: 'Edit' | 'Remove', name: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${name}`, exact: true }).first();
  }

  editRow(index: number): Locator {
    return this.editDialog.getByRole('group', { name: `Row ${index}`, exact: true });
  }

  /** The signed-in user's cards on the server, read with the page's own token. */
  serverCards(): Promise<ServerCard[]> {
    return this.page.evaluate(async () => {
      const answer = await fetch('/api/v1/cards', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await answer.json()) as { data: ServerCard[] };
      return body.data;
    });
  }
}
