import { expect, type Page } from '@playwright/test';
import { AppShellPage } from './pages/AppShellPage';
import { type Account, newAccount, SignInPage } from './pages/SignInPage';

/**
 * A new collector signs up and the app settles: signed in, the automatic Default Collection synced.
 * Most flows start here.
 */
export async function signUpAndSettle(
  page: Page,
): Promise<{ account: Account; app: AppShellPage; signIn: SignInPage }> {
  const account = newAccount();
  const app = new AppShellPage(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.register(account);
  await app.expectSignedIn();
  // The Default Collection appears after the first sync; "Synced" after that means it reached the server.
  await expect.poll(() => app.collectionNames()).toEqual(['Default Collection']);
  await app.expectSyncStatus('Synced');
  return { account, app, signIn };
}

/** What the server holds for the page's signed-in user, read with the page's own token. */
export function serverCollectionNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/v1/collections', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    const body = (await answer.json()) as { data: { name: string }[] };
    return body.data.map((collection) => collection.name).sort();
  });
}
