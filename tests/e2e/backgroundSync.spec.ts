import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';

test('a change made offline reaches the server through Background Sync after the tab is closed', async ({
  context,
  page,
  request,
}) => {
  const { app } = await signUpAndSettle(page);
  await app.waitForServiceWorkerControl();
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));

  await context.setOffline(true);
  await app.createCollection('Closed before sync');
  await app.expectSyncStatus('Offline · 1 pending');
  await page.close();
  await context.setOffline(false);

  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/collections', {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
        return ((await answer.json()) as { data: { name: string }[] }).data.map((c) => c.name).sort();
      },
      { timeout: scaled(20_000) },
    )
    .toEqual(['Closed before sync', 'Default Collection']);
});
