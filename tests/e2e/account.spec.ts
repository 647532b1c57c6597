import { ACCOUNT_TEXTS } from '../../src/domain/account/accountTexts';
import { RECOVERY_CODE_COUNT } from '../../src/domain/account/twoFactor';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { AccountPage, authenticatorCode } from './pages/AccountPage';
import { expectNoSeriousViolations } from './pages/accessibility';
import { SHELL_VIEWPORTS } from './pages/viewports';

const NEW_PASSWORD = 'a brand new password';

test.describe('account management', () => {
  test('change password: the other sessions end, this one stays; then sign in with the new one only', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    const { account, signIn } = await signUpAndSettle(page);
    const accountPage = new AccountPage(page);
    const elsewhere = await accountPage.signInElsewhere(account.email, account.password);
    await accountPage.open();
    await expectNoSeriousViolations(page, 'Account Management');

    await accountPage.changePassword(account.password, NEW_PASSWORD, 'something else');
    await expect(accountPage.changePasswordForm.getByText(ACCOUNT_TEXTS.passwordsDiffer)).toBeVisible();
    await accountPage.changePassword('not my password', NEW_PASSWORD);
    await expect(accountPage.changePasswordForm.getByText('Current password is incorrect')).toBeVisible();
    await accountPage.changePassword(account.password, NEW_PASSWORD);
    await expect(accountPage.changePasswordForm.getByText(ACCOUNT_TEXTS.passwordChanged)).toBeVisible();
    expect(await accountPage.refreshStatus(elsewhere.refreshToken), 'the other device is signed out').toBe(
      401,
    );
    expect(await accountPage.profileStatus(elsewhere.accessToken), 'at once').toBe(401);
    // This device stays signed in: its next call still works.
    await page.reload();
    await accountPage.app.expectSignedIn();

    await accountPage.logout();
    await signIn.login(account);
    await expect(signIn.error).toHaveText('Invalid email or password');
    await signIn.login({ ...account, password: NEW_PASSWORD });
    await accountPage.app.expectSignedIn();
  });

  test('two-factor: enable with the QR code and a first code, sign in with a code, disable', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    const { account, signIn } = await signUpAndSettle(page);
    const accountPage = new AccountPage(page);
    await accountPage.open();
    const secret = await accountPage.enableTwoFactor();
    await expect(accountPage.recoveryCodes.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
    await expect(accountPage.twoFactor.getByText(ACCOUNT_TEXTS.recoveryCodesOnce)).toBeVisible();
    await expectNoSeriousViolations(page, 'Account Management, recovery codes');
    await accountPage.twoFactor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(accountPage.recoveryCodes).toBeHidden();

    await accountPage.logout();
    await signIn.login(account);
    await expect(signIn.error).toHaveText(ACCOUNT_TEXTS.twoFactorRequired);
    await expectNoSeriousViolations(page, 'Sign In, code step');
    await page
      .getByLabel('Authentication code')
      .fill('000000' === authenticatorCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.error).toHaveText(ACCOUNT_TEXTS.invalidTwoFactorCode);
    await page.getByLabel('Authentication code').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await accountPage.app.expectSignedIn();

    await accountPage.open();
    await accountPage.disableTwoFactor(authenticatorCode(secret));
    await expect(accountPage.twoFactor.getByText(ACCOUNT_TEXTS.twoFactorDisabled)).toBeVisible();
    await accountPage.logout();
    await signIn.login(account);
    await accountPage.app.expectSignedIn();
  });

  test('preferences: the chosen default collection syncs; the chosen currency formats every amount', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    const { app } = await signUpAndSettle(page);
    const accountPage = new AccountPage(page);
    await app.createCollection('Trade binder');
    await accountPage.open();
    await accountPage.preferences.getByLabel('Default collection').selectOption({ label: 'Trade binder' });
    await expect.poll(() => accountPage.serverDefaultCollection()).toBe('Trade binder');

    await accountPage.preferences.getByLabel('Currency display').selectOption('EUR');
    await accountPage.nav.showTab('Collection');
    await accountPage.nav.showSection('Cards');
    await page.getByRole('button', { name: 'Calculate Finance Data' }).click();
    const finance = page.getByRole('region', { name: 'Collection Finance Summary' });
    await expect(finance.getByText('€0.00').first()).toBeVisible();
    await expect(finance.getByText('$0.00')).toHaveCount(0);
    // Kept for this user: a reload shows euros again.
    await page.reload();
    await accountPage.nav.showSection('Cards');
    await expect(finance.getByText('€0.00').first()).toBeVisible();
  });

  test('delete account: online only, the password confirms, every local database and key goes', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(90_000));
    const { account, signIn } = await signUpAndSettle(page);
    const accountPage = new AccountPage(page);
    await accountPage.open();
    const { userId, accessToken } = await page.evaluate(() => ({
      userId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
      accessToken: localStorage.getItem('accessToken') ?? '',
    }));
    expect((await accountPage.deviceStorage()).databases).toContain(`cardfolio-${userId}`);

    await context.setOffline(true);
    await expect(page.getByText(ACCOUNT_TEXTS.offline)).toBeVisible();
    await accountPage.deleteForm.getByLabel('Type your password to confirm').fill(account.password);
    await expect(accountPage.deleteForm.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await context.setOffline(false);

    await accountPage.deleteAccount('not my password');
    await expect(accountPage.deleteForm.getByText(ACCOUNT_TEXTS.wrongPassword)).toBeVisible();
    await accountPage.deleteAccount(account.password);
    await expect(signIn.heading).toBeVisible();

    await expect
      .poll(async () =>
        (await accountPage.deviceStorage()).databases.filter((name) => name !== 'cardfolio-device'),
      )
      .toEqual([]);
    const { keys } = await accountPage.deviceStorage();
    for (const key of ['accessToken', 'refreshToken', 'user', 'selectedTheme'])
      expect(keys).not.toContain(key);
    expect(keys.filter((key) => key.includes(userId))).toEqual([]);
    expect(await accountPage.profileStatus(accessToken), 'the server refuses the old token').toBe(401);

    await signIn.login(account);
    await expect(signIn.error).toHaveText('Invalid email or password');
  });
});

test.describe('account management on a phone', () => {
  test.use({ viewport: SHELL_VIEWPORTS[0].viewport });

  test('the panel and the two-factor setup fit and pass axe', async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await signUpAndSettle(page);
    const accountPage = new AccountPage(page);
    await accountPage.open();
    await expectNoSeriousViolations(page, 'Account Management (mobile)');
    await accountPage.twoFactor.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    const qr = accountPage.twoFactor.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(
      (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= SHELL_VIEWPORTS[0].viewport.width,
    ).toBe(true);
    await expectNoSeriousViolations(page, 'Two-factor setup (mobile)');
  });
});
