import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CataloguePage } from './pages/CataloguePage';
import { SealedPage } from './pages/SealedPage';
import { TransactionsPage } from './pages/TransactionsPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

const BOX = { name: 'Foundations Play Booster Box', set: 'Foundations', type: 'Booster Box' };
const printings = loadFixturePrintings();

for (const { name: screen, viewport } of SHELL_VIEWPORTS) {
  test.describe(`transactions on ${screen}`, () => {
    test.use({ viewport });

    test('offline: a purchase, a sale with a fee, a trade and an opening; reload; online the server has each once; deleting the purchase removes its cards', async ({
      page,
      context,
    }) => {
      test.setTimeout(scaled(240_000));
      const { app } = await signUpAndSettle(page);
      await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
      await app.waitForServiceWorkerControl();
      const tx = new TransactionsPage(page, screen === 'mobile');
      const sealed = new SealedPage(page, screen === 'mobile');
      await sealed.openProductManagement();
      await sealed.defineProduct(BOX);
      await expect(sealed.definitionDialog).toBeHidden();
      await context.setOffline(true);

      await tx.openSection();
      await expect(page.getByText('No transactions found')).toBeVisible();
      await expectNoSeriousViolations(page, `Transactions, empty (${screen})`);

      // Purchase: 2 Serra Angel, 1 Lightning Bolt and 1 sealed box through the wizard.
      await tx.openWizard();
      await expect(tx.button('Back')).toBeDisabled();
      await expect(tx.button('Next')).toBeDisabled();
      await tx.chooseType('Purchase');
      await tx.next();
      await expect(tx.wizard.getByRole('heading', { name: 'Add Items' })).toBeVisible();
      await expect(tx.button('Next')).toBeDisabled();
      await tx.wizard.getByLabel('Search for a card').fill('serra ang');
      await tx.wizard
        .getByRole('button', { name: /^Select Serra Angel — / })
        .first()
        .click();
      await tx.printingsDialog
        .getByRole('button', { name: /^Select Serra Angel — / })
        .first()
        .click();
      await tx.fillItem({ quantity: '0', price: '-1' });
      await expect(tx.itemDialog.getByText('Quantity must be at least 1')).toBeVisible();
      await expect(tx.itemDialog.getByText('Please enter a valid price')).toBeVisible();
      await tx.fillItem({ quantity: '2', price: '4' });
      await expect(tx.button('Add 2 Separate Items', tx.itemDialog)).toBeVisible();
      await expectNoSeriousViolations(page, `Quantity & Price (${screen})`);
      await tx.button('Add Item', tx.itemDialog).click();
      await tx.buyCard('lightning bol', 'Lightning Bolt', { quantity: '1', price: '1.5' });
      await tx.buySealed('play boost', BOX.name, { quantity: '1', price: '100' });
      await expect(tx.wizard.locator('[data-draft-item]')).toHaveCount(3);
      await expectNoSeriousViolations(page, `New Transaction, Add Items (${screen})`);
      await tx.next();
      await expect(tx.wizard.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await tx.next();
      await expect(tx.wizard.getByTestId('review-impact')).toHaveText('-$109.50');
      await tx.button('Complete Transaction').click();
      await expect(tx.wizard).toBeHidden();
      await expect(tx.rows()).toHaveCount(1);
      await expect(tx.tile('Total Spent')).toContainText('$109.50');

      // Sale: one Serra Angel with a platform fee; the quantity is capped to what is held.
      await tx.openWizard();
      await tx.chooseType('Sale');
      await tx.next();
      await expect(tx.wizard.getByRole('heading', { name: 'Item Details' })).toBeVisible();
      await tx.wizard.getByLabel('Search your collection').fill('serra');
      await tx.wizard.getByRole('button', { name: /^Select Serra Angel — / }).click();
      const saleForm = tx.wizard.getByTestId('sale-item-form');
      await expect(tx.button('Add to Sale')).toBeDisabled();
      await saleForm.getByLabel('Quantity').fill('5');
      await expect(saleForm.getByText('Quantity exceeds available amount for this condition')).toBeVisible();
      await expect(saleForm.getByLabel('Quantity')).toHaveValue('2');
      await saleForm.getByLabel('Quantity').fill('1');
      await saleForm.getByLabel('Price per unit').fill('10');
      await tx.button('Add to Sale').click();
      await tx.next();
      await tx.wizard.getByLabel('Platform Fee').fill('1');
      await tx.next();
      await expect(tx.wizard.getByTestId('review-impact')).toHaveText('+$10.00');
      await expect(tx.wizard.getByTestId('review-gain')).toHaveText('+$5.00');
      await tx.button('Complete Transaction').click();
      await expect(tx.wizard).toBeHidden();
      await expect(tx.rows()).toHaveCount(2);

      // Trade: Lightning Bolt for an Opt; Trade at step 1 opens the trade modal.
      await tx.openWizard();
      await tx.chooseType('Trade');
      await expect(tx.wizard).toBeHidden();
      await expect(tx.trade).toBeVisible();
      await expect(tx.button('Create Trade', tx.trade)).toBeDisabled();
      await expect(tx.trade.getByText('Please add items to both sides of the trade')).toBeVisible();
      await tx.trade.getByLabel('Search your collection').fill('lightning');
      await tx.trade.getByRole('button', { name: 'Add Lightning Bolt to items given' }).click();
      await tx.trade.getByLabel('Search the card database').fill('opt');
      await tx.trade
        .getByRole('button', { name: /^Add Opt — .* to items received$/ })
        .first()
        .click();
      await tx.trade.getByRole('button', { name: 'Edit value of Opt' }).click();
      await tx.trade.getByLabel('Value of Opt').fill('3');
      await tx.trade.getByLabel('Value of Opt').press('Escape');
      await expect(tx.trade).toBeVisible();
      await tx.trade.getByRole('button', { name: 'Edit value of Opt' }).click();
      await tx.trade.getByLabel('Value of Opt').fill('2');
      await tx.trade.getByLabel('Value of Opt').press('Enter');
      await expect(tx.trade.getByRole('list', { name: 'Items Received' })).toContainText('(agreed)');
      await tx.trade.getByLabel('Trade Partner').fill('Alice');
      await expectNoSeriousViolations(page, `Create Trade Transaction (${screen})`);
      await tx.button('Create Trade', tx.trade).click();
      await expect(tx.trade).toBeHidden();
      await expect(tx.rows()).toHaveCount(3);
      await expect(tx.row('Alice')).toHaveCount(1);

      // Opening: the box's cost spread over 2 pulled Shivan Dragons.
      await sealed.openSection();
      await sealed
        .row(BOX.name)
        .getByRole('button', { name: `Open ${BOX.name}` })
        .click();
      const opening = page.getByRole('dialog', { name: `Open ${BOX.name}` });
      await opening.getByLabel('Search for a pulled card').fill('shivan');
      await opening
        .getByRole('button', { name: /^Add 2 Shivan Dragon — / })
        .first()
        .click();
      await opening.getByRole('button', { name: 'Review', exact: true }).click();
      await expect(opening.locator('[data-opening-share]')).toContainText(/Booked at \$(100|50)\.00/);
      await opening.getByRole('button', { name: 'Complete Opening' }).click();
      await expect(opening).toBeHidden();
      await expect(page.getByText('No sealed products yet')).toBeVisible();

      await page.reload();
      await tx.openSection();
      await expect(tx.rows()).toHaveCount(4);
      await expect(tx.tile('Trades')).toContainText('1');
      await tx.row('Sale').first().getByRole('button', { name: 'View Details' }).click();
      await expect(tx.detail).toContainText('Platform Fee');
      await expect(tx.detail).toContainText('Realized gain +$5.00');
      await expectNoSeriousViolations(page, `Transaction Details (${screen})`);
      await tx.button('Close', tx.detail).click();
      await page.getByRole('button', { name: /Filters & Search/ }).click();
      await page.getByLabel('Search transactions').fill('no such card');
      await expect(page.getByText('No transactions match your current filters.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(tx.rows()).toHaveCount(4);
      await expectNoSeriousViolations(page, `Transactions (${screen})`);

      await context.setOffline(false);
      await expect
        .poll(async () => (await tx.serverTransactions()).map((one) => one.type).sort(), {
          timeout: scaled(30_000),
        })
        .toEqual(['opening', 'purchase', 'sale', 'trade']);
      await expect
        .poll(() => tx.serverCardQuantities(), { timeout: scaled(30_000) })
        .toEqual({ 'Serra Angel': 1, Opt: 1, 'Shivan Dragon': 2 });

      // Deleting the purchase removes the cards it added (the Serra Angel left of it).
      await tx.row('Purchase').first().getByRole('button', { name: 'Delete' }).click();
      await expect(tx.deleteDialog).toContainText(
        'The cards and sealed products this transaction added are deleted too.',
      );
      await tx.button('Delete', tx.deleteDialog).click();
      await expect(tx.deleteDialog).toBeHidden();
      await expect(tx.rows()).toHaveCount(3);
      await expect
        .poll(() => tx.serverCardQuantities(), { timeout: scaled(30_000) })
        .toEqual({ Opt: 1, 'Shivan Dragon': 2 });
    });
  });
}
