import { WANT_VIEW_TEXTS } from '../../src/domain/wants/wantViewTexts';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { CataloguePage } from './pages/CataloguePage';
import { WantsPage } from './pages/WantsPage';

type ServerWant = { name: string; setCode: string; quantity: number };

test('offline: 3 wants added, "Complete a set" counts and prices a fixture set; online, a sync gives the server the wants', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(loadFixturePrintings().length, '22 Nov');
  await app.waitForServiceWorkerControl();
  const wants = new WantsPage(page);

  await context.setOffline(true);
  await wants.open();
  await wants.add('Lightning Bolt', 4, 'LEA');
  await wants.add('Black Lotus', 1);
  await wants.add('Serra Angel', 2);

  // Zendikar Rising in the fixture: 12 printings, 9 with a price adding up to $1.34.
  const status = await wants.completeSet('znr');
  await expect(status).toContainText(WANT_VIEW_TEXTS.missingCount(12, 12));
  await expect(status).toContainText(`${WANT_VIEW_TEXTS.costToComplete} $1.34`);
  await expect(status).toContainText(WANT_VIEW_TEXTS.unpriced(3));

  await context.setOffline(false);
  await app.expectSyncStatus('Synced');
  const server = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const answer = await fetch('/api/v1/wants', { headers });
    return ((await answer.json()) as { data: ServerWant[] }).data;
  });
  expect(server.map((want) => [want.name, want.setCode, want.quantity]).sort()).toEqual([
    ['Black Lotus', '', 1],
    ['Lightning Bolt', 'LEA', 4],
    ['Serra Angel', '', 2],
  ]);
});
