import type { Page } from '@playwright/test';
import { AppShellPage } from './AppShellPage';
import { type Account, newAccount, SignInPage } from './SignInPage';

/** A fresh account, signed in, its Default Collection synced: the shell as a new user first sees it. */
export async function signUp(page: Page): Promise<{ app: AppShellPage; account: Account }> {
  const app = new AppShellPage(page);
  const account = newAccount();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.register(account);
  await app.expectSignedIn();
  await app.expectSyncStatus('Synced');
  return { app, account };
}
