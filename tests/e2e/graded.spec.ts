import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CardsViewPage } from './pages/CardsViewPage';
import { GradingPage } from './pages/GradingPage';

type ServerCard = {
  name: string;
  conditionQuantities: { quantity: number }[];
  grading?: { grader: string; grade: number | string; certificate: string | null };
};

test('offline: one copy graded PSA 9 with its certificate; after a reload and a sync the server has the same', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  const view = new CardsViewPage(page);
  await view.seed([
    {
      name: 'Charizard',
      set: 'Base Set',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 2, purchasePrice: 100, transactionId: null }],
    },
  ]);
  await view.expectCount('1 of 1 cards');
  await app.waitForServiceWorkerControl();
  const grading = new GradingPage(page);

  await context.setOffline(true);
  await grading.gradeCopy('Charizard', 'PSA', '9', '81234567');
  await expect(grading.slabLabel('PSA 9')).toBeVisible();
  await view.expectCount('2 of 2 cards');

  await page.reload();
  await app.expectSignedIn();
  await expect(grading.slabLabel('PSA 9')).toBeVisible();

  await context.setOffline(false);
  await app.expectSyncStatus('Synced');
  const cards = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const answer = await fetch('/api/v1/cards', { headers });
    return ((await answer.json()) as { data: ServerCard[] }).data;
  });
  const summary = cards
    .map((card) => [card.conditionQuantities[0]?.quantity, card.grading ?? null])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  expect(summary).toEqual([
    [1, expect.objectContaining({ grader: 'PSA', grade: 9, certificate: '81234567' })],
    [1, null],
  ]);
});
