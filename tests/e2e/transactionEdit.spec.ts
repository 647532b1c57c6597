import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CataloguePage } from './pages/CataloguePage';
import { TransactionsPage } from './pages/TransactionsPage';

const printings = loadFixturePrintings();

test('a purchase’s price edited offline survives a reload; online the server holds one transaction at the new price', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(180_000));
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  await app.waitForServiceWorkerControl();
  const tx = new TransactionsPage(page, false);
  await tx.openSection();
  await tx.openWizard();
  await tx.chooseType('Purchase');
  await tx.next();
  await tx.buyCard('lightning bol', 'Lightning Bolt', { quantity: '1', price: '2' });
  await tx.next();
  await tx.next();
  await tx.button('Complete Transaction').click();
  await expect(tx.wizard).toBeHidden();
  await expect
    .poll(async () => (await tx.serverTransactions()).map((one) => one.totalValue), {
      timeout: scaled(30_000),
    })
    .toEqual([2]);

  await context.setOffline(true);
  await tx.editFromDetails('Purchase');
  await expect(tx.editWizard.locator('[data-draft-item]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'Edit Transaction, Add Items');
  await tx.button('Remove Lightning Bolt', tx.editWizard).click();
  await tx.buyCard('lightning bol', 'Lightning Bolt', { quantity: '1', price: '2.5' }, tx.editWizard);
  await tx.next(tx.editWizard);
  await tx.next(tx.editWizard);
  await expect(tx.editWizard.getByTestId('review-impact')).toHaveText('-$2.50');
  await tx.button('Save Changes', tx.editWizard).click();
  await expect(tx.editWizard).toBeHidden();
  await expect(tx.rows()).toHaveCount(1);
  await expect(tx.row('Purchase')).toContainText('$2.50');

  await page.reload();
  await tx.openSection();
  await expect(tx.rows()).toHaveCount(1);
  await expect(tx.row('Purchase')).toContainText('$2.50');

  await context.setOffline(false);
  await expect
    .poll(async () => (await tx.serverTransactions()).map((one) => one.totalValue), {
      timeout: scaled(30_000),
    })
    .toEqual([2.5]);
  await expect
    .poll(() => tx.serverCardQuantities(), { timeout: scaled(30_000) })
    .toEqual({
      'Lightning Bolt': 1,
    });
});
