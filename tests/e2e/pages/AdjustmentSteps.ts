import { expect, type Locator } from '@playwright/test';
import type { TransactionsPage } from './TransactionsPage';

/**
 * The wizard's Adjustment (issue 29): its items step (copies that leave, picked from the collection;
 * copies that arrive, searched in the card database; no price) and its required reason.
 */
export class AdjustmentSteps {
  constructor(
    readonly tx: TransactionsPage,
    readonly wizard: Locator = tx.wizard,
  ) {}

  /** Step 2, "Copies leave": `quantity` copies of the held card `name`, found by `query`. */
  async loseCopies(query: string, name: string, quantity: string) {
    await this.wizard.getByRole('radio', { name: /^Copies leave/ }).check();
    await this.wizard.getByLabel('Search your collection').fill(query);
    await this.wizard
      .getByRole('button', { name: new RegExp(`^Select ${name} — `) })
      .first()
      .click();
    const form = this.wizard.getByTestId('sale-item-form');
    await expect(form.getByLabel('Price per unit')).toHaveCount(0);
    await form.getByLabel('Quantity').fill(quantity);
    await this.tx.button('Add to Adjustment', this.wizard).click();
    await expect(this.lines()).toContainText(`−${quantity} leave`);
  }

  lines(): Locator {
    return this.wizard.getByRole('list', { name: 'Items' });
  }

  reason(): Locator {
    return this.wizard.getByLabel('Reason');
  }

  /** The message step 3 shows while the reason is blank. */
  reasonMessage(): Locator {
    return this.wizard.getByRole('alert').filter({ hasText: 'Please give a reason for the adjustment' });
  }

  /** Step 4's cost basis of the copies that leave. */
  loss(): Locator {
    return this.wizard.getByTestId('review-loss');
  }
}
