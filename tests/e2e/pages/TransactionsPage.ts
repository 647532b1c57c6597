import { expect, type Locator, type Page } from '@playwright/test';
import { ShellNavigation } from './ShellNavigation';

/** What GET /api/v1/transactions/collection/{id} answers, reduced to what the tests check. */
export interface ServerTransaction {
  id: string;
  type: string;
  totalValue: number;
  tradePartner: string;
  platformFee: number;
}

/**
 * The Transactions section, the New Transaction wizard, the trade modal and the opening of a sealed
 * product. `mobile` follows the viewport: below 768 px the add button is the shell's floating one and
 * the list shows cards instead of the table.
 */
export class TransactionsPage {
  readonly nav: ShellNavigation;
  readonly wizard: Locator;
  readonly editWizard: Locator;
  readonly itemDialog: Locator;
  readonly printingsDialog: Locator;
  readonly trade: Locator;
  readonly detail: Locator;
  readonly deleteDialog: Locator;

  constructor(
    readonly page: Page,
    readonly mobile: boolean,
  ) {
    this.nav = new ShellNavigation(page);
    this.wizard = page.getByRole('dialog', { name: 'New Transaction' });
    this.editWizard = page.getByRole('dialog', { name: 'Edit Transaction' });
    this.itemDialog = page.getByRole('dialog', { name: 'Quantity & Price' });
    this.printingsDialog = page.getByRole('dialog', { name: 'Choose a Printing' });
    this.trade = page.getByRole('dialog', { name: 'Create Trade Transaction' });
    this.detail = page.getByRole('dialog', { name: 'Transaction Details' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete Transaction' });
  }

  async openSection() {
    await this.nav.showTab('Collection');
    await this.nav.showSection('Transactions');
    await expect(this.page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  }

  /** "Add Transaction" on a desktop, the floating add button on a phone. */
  async openWizard() {
    if (this.mobile) await this.page.getByTestId('floating-add').click();
    else await this.page.getByRole('button', { name: 'Add Transaction', exact: true }).click();
    await expect(this.wizard).toBeVisible();
  }

  /** Details of the first row showing `text`, then Edit: the wizard opens on its items. */
  async editFromDetails(text: string) {
    await this.row(text).first().getByRole('button', { name: 'View Details' }).click();
    await this.button('Edit', this.detail).click();
    await expect(this.editWizard).toBeVisible();
  }

  button(name: string, scope: Locator = this.wizard): Locator {
    return scope.getByRole('button', { name, exact: true });
  }

  async next(scope: Locator = this.wizard) {
    await this.button('Next', scope).click();
  }

  async chooseType(type: 'Purchase' | 'Sale' | 'Trade' | 'Adjustment') {
    // A click, not check(): Trade closes the wizard, so the radio is gone before it could read checked.
    await this.wizard.getByRole('radio', { name: type }).click();
  }

  /** Step 2 of a purchase: search, pick the first printing, fill quantity and price. */
  async buyCard(
    query: string,
    name: string,
    fields: { quantity: string; price: string },
    wizard: Locator = this.wizard,
  ) {
    await wizard.getByLabel('Search for a card').fill(query);
    await wizard
      .getByRole('button', { name: new RegExp(`^Select ${name} — `) })
      .first()
      .click();
    await expect(this.printingsDialog).toBeVisible();
    await this.printingsDialog
      .getByRole('button', { name: new RegExp(`^Select ${name} — `) })
      .first()
      .click();
    await this.fillItem(fields);
    await this.button('Add Item', this.itemDialog).click();
    await expect(this.itemDialog).toBeHidden();
  }

  /** A purchase of one card through the whole wizard, from the Add button to the wizard closing. */
  async recordPurchase(query: string, name: string, fields: { quantity: string; price: string }) {
    await this.openWizard();
    await this.chooseType('Purchase');
    await this.next();
    await this.buyCard(query, name, fields);
    await this.next();
    await this.next();
    await this.button('Complete Transaction').click();
    await expect(this.wizard).toBeHidden();
  }

  async buySealed(query: string, name: string, fields: { quantity: string; price: string }) {
    await this.wizard.getByLabel('Search sealed products').fill(query);
    await this.button(`Select ${name}`).click();
    await this.fillItem(fields);
    await this.button('Add Item', this.itemDialog).click();
    await expect(this.itemDialog).toBeHidden();
  }

  async fillItem(fields: { quantity: string; price: string }) {
    await expect(this.itemDialog).toBeVisible();
    await this.itemDialog.getByLabel('Quantity').fill(fields.quantity);
    await this.itemDialog.getByLabel('Price per unit').fill(fields.price);
  }

  /** The list's rows: table rows on a desktop, cards on a phone. */
  rows(): Locator {
    return this.page.locator(this.mobile ? '[data-transaction-card]' : '[data-transaction-row]');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  tile(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Transaction summary' })
      .getByText(label, { exact: true })
      .locator('..');
  }

  /** The signed-in user's transactions in the current collection on the server. */
  serverTransactions(): Promise<ServerTransaction[]> {
    return this.page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const collections = (await (await fetch('/api/v1/collections', { headers })).json()) as {
        data: { id: string }[];
      };
      const answer = await fetch(`/api/v1/transactions/collection/${collections.data[0].id}`, { headers });
      return ((await answer.json()) as { data: ServerTransaction[] }).data;
    });
  }

  /** The signed-in user's cards on the server: name → total quantity. */
  serverCardQuantities(): Promise<Record<string, number>> {
    return this.page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const answer = await fetch('/api/v1/cards', { headers });
      const cards = (
        (await answer.json()) as {
          data: { name: string; conditionQuantities: { quantity: number }[] }[];
        }
      ).data;
      const totals: Record<string, number> = {};
      for (const card of cards) {
        const count = card.conditionQuantities.reduce((sum, line) => sum + line.quantity, 0);
        totals[card.name] = (totals[card.name] ?? 0) + count;
      }
      return totals;
    });
  }
}
