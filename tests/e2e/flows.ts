import { expect, type Page } from '@playwright/test';
import { AppShellPage } from './pages/AppShellPage';
import { type Account, newAccount, SignInPage } from './pages/SignInPage';

/**
 * A new collector signs up and the app settles: signed in, the automatic Default Collection synced,
 * the user menu closed again.
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
  // The Default Collection appears after the first sync and is pushed a moment later. The header may
  // still say "Synced" from the first sync in between, so the server itself is asked.
  await expect.poll(() => app.collectionNames()).toEqual(['Default Collection']);
  await expect.poll(() => serverCollectionNames(page)).toEqual(['Default Collection']);
  await app.expectSyncStatus('Synced');
  await app.closeUserMenu();
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
