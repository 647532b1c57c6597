import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { AdjustmentSteps } from './pages/AdjustmentSteps';
import { expectNoSeriousViolations } from './pages/accessibility';
import { CardsViewPage } from './pages/CardsViewPage';
import { CataloguePage } from './pages/CataloguePage';
import { ProfitPage } from './pages/ProfitPage';
import { TransactionsPage } from './pages/TransactionsPage';

const printings = loadFixturePrintings();
const REASON = 'Lost at a tournament';

test('a copy lost offline by an Adjustment with a reason: the quantity drops, the Realized tab shows the loss, the server holds it once', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(180_000));
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  await app.waitForServiceWorkerControl();
  const tx = new TransactionsPage(page, false);
  await tx.openSection();
  await tx.recordPurchase('lightning bol', 'Lightning Bolt', { quantity: '3', price: '2' });
  await expect
    .poll(() => tx.serverCardQuantities(), { timeout: scaled(30_000) })
    .toEqual({ 'Lightning Bolt': 3 });

  await context.setOffline(true);
  await tx.openWizard();
  await tx.chooseType('Adjustment');
  await tx.next();
  const adjustment = new AdjustmentSteps(tx);
  await adjustment.loseCopies('bolt', 'Lightning Bolt', '1');
  await expectNoSeriousViolations(page, 'New Transaction, Adjustment items');
  await tx.next();
  await expect(adjustment.reasonMessage()).toBeVisible();
  await expect(tx.button('Next')).toBeDisabled();
  await adjustment.reason().fill(REASON);
  await expect(adjustment.reasonMessage()).toHaveCount(0);
  await tx.next();
  await expect(adjustment.loss()).toHaveText('$2.00');
  await tx.button('Complete Transaction').click();
  await expect(tx.wizard).toBeHidden();
  await expect(tx.row('Adjustment')).toHaveCount(1);

  const cards = new CardsViewPage(page);
  await tx.nav.showSection('Cards');
  const total = cards
    .row('Lightning Bolt')
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText('2');

  const profit = new ProfitPage(page);
  await profit.openSection();
  await profit.showTab('Realized Gains/Losses');
  const loss = profit.realizedRow(`Adjustment loss: Removed Lightning Bolt (${REASON})`);
  await expect(loss).toContainText('-$2.00');
  await expect(page.getByTestId('adjustment-losses')).toContainText('$2.00');
  await expectNoSeriousViolations(page, 'Realized tab with an adjustment loss');

  await context.setOffline(false);
  await expect
    .poll(async () => (await tx.serverTransactions()).map((one) => one.type).sort(), {
      timeout: scaled(30_000),
    })
    .toEqual(['adjustment', 'purchase']);
  await expect
    .poll(() => tx.serverCardQuantities(), { timeout: scaled(30_000) })
    .toEqual({ 'Lightning Bolt': 2 });
});
