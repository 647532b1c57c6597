import { expect, test } from './fixtures';
import { AppShellPage } from './pages/AppShellPage';
import { newAccount, SignInPage } from './pages/SignInPage';

test.describe('offline start', () => {
  test('after one online visit the signed-in app reloads and opens deep links with the network cut', async ({
    page,
    context,
  }) => {
    const app = new AppShellPage(page);
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.register(newAccount());
    await app.expectSignedIn();
    await app.waitForServiceWorkerControl();

    await context.setOffline(true);

    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await app.expectSignedIn();

    const deepLink = await app.open('/some/path');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await app.expectSignedIn();
    expect(new URL(page.url()).pathname).toBe('/some/path');
  });

  test('the service worker never answers the API from a cache', async ({ page, context }) => {
    const app = new AppShellPage(page);
    await app.open('/');
    await app.waitForServiceWorkerControl();

    const online = await page.evaluate(async () => (await fetch('/api/v1/health')).json());
    expect(online).toEqual({ success: true, data: { status: 'ok' } });

    await context.setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => 'answered',
        () => 'network error',
      ),
    );
    expect(offline).toBe('network error');
  });
});
