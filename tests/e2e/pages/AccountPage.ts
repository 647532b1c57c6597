import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../../src/domain/account/twoFactor';
import { AppShellPage } from './AppShellPage';
import { ShellNavigation } from './ShellNavigation';

/** The code an authenticator app holding `secret` shows now. */
export const authenticatorCode = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate();

/** Admin › Account Management (issue 14) and the sign-out it leads to. */
export class AccountPage {
  readonly nav: ShellNavigation;
  readonly app: AppShellPage;
  readonly changePasswordForm: Locator;
  readonly twoFactor: Locator;
  readonly deleteForm: Locator;
  readonly recoveryCodes: Locator;
  readonly preferences: Locator;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
    this.app = new AppShellPage(page);
    this.changePasswordForm = page.getByRole('form', { name: 'Change password' });
    this.twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    this.deleteForm = page.getByRole('form', { name: 'Delete account' });
    this.recoveryCodes = page.getByRole('list', { name: 'Recovery codes' });
    this.preferences = page.getByRole('region', { name: 'Preferences' });
  }

  async open() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Account Management' }).click();
    await expect(this.page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  }

  async changePassword(current: string, next: string, confirm = next) {
    await this.changePasswordForm.getByLabel('Current password').fill(current);
    await this.changePasswordForm.getByLabel('New password', { exact: true }).fill(next);
    await this.changePasswordForm.getByLabel('Confirm new password').fill(confirm);
    await this.changePasswordForm.getByRole('button', { name: 'Change password' }).click();
  }

  /** Enable, scan (read the key), type the first code; answers the secret. */
  async enableTwoFactor(): Promise<string> {
    await this.twoFactor.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await expect(
      this.twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await this.twoFactor.getByTestId('totp-secret').textContent()) ?? '';
    await this.twoFactor.getByLabel('Authentication code').fill(authenticatorCode(secret));
    await this.twoFactor.getByRole('button', { name: 'Verify and enable' }).click();
    return secret;
  }

  async disableTwoFactor(code: string) {
    await this.twoFactor.getByLabel('Authentication code').fill(code);
    await this.twoFactor.getByRole('button', { name: 'Disable two-factor authentication' }).click();
  }

  async deleteAccount(password: string) {
    await this.deleteForm.getByLabel('Type your password to confirm').fill(password);
    await this.deleteForm.getByRole('button', { name: 'Delete account' }).click();
  }

  async logout() {
    await this.app.openUserMenu();
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await expect(this.page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  }

  /** A second sign-in on "another device", through the API: answers its tokens. */
  signInElsewhere(email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
    return this.page.evaluate(
      async ([emailAddress, secret]) => {
        const answer = await fetch('/api/v1/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: emailAddress, password: secret }),
        });
        return ((await answer.json()) as { data: { accessToken: string; refreshToken: string } }).data;
      },
      [email, password],
    );
  }

  /** The status of a refresh with `refreshToken` (200 while its session lives, 401 once ended). */
  refreshStatus(refreshToken: string): Promise<number> {
    return this.page.evaluate(async (token) => {
      const answer = await fetch('/api/v1/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      });
      return answer.status;
    }, refreshToken);
  }

  /** The name of the collection the server holds as the default, read with the page's token. */
  serverDefaultCollection(): Promise<string | undefined> {
    return this.page.evaluate(async () => {
      const answer = await fetch('/api/v1/collections', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await answer.json()) as { data: { name: string; isDefault: boolean }[] };
      return body.data.find((collection) => collection.isDefault)?.name;
    });
  }

  /** The status of GET /auth/profile with `accessToken`. */
  profileStatus(accessToken: string): Promise<number> {
    return this.page.evaluate(async (token) => {
      const answer = await fetch('/api/v1/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
      return answer.status;
    }, accessToken);
  }

  /** Names of the IndexedDB databases and the local storage keys the page can see. */
  deviceStorage(): Promise<{ databases: string[]; keys: string[] }> {
    return this.page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((database) => database.name ?? '').sort(),
      keys: Object.keys(localStorage).sort(),
    }));
  }
}
