import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { ShellNavigation } from './pages/ShellNavigation';
import { SHELL_VIEWPORTS } from './pages/viewports';

const [phone, laptop] = SHELL_VIEWPORTS;

test.describe(`header at mobile ${phone.viewport.width}×${phone.viewport.height}`, () => {
  test.use({ viewport: phone.viewport });

  test('search opens from its toggle; the menu toggle reveals tabs, themes, name and email', async ({
    page,
  }) => {
    const { account } = await signUpAndSettle(page);
    const nav = new ShellNavigation(page);
    await expect(nav.searchBox).toBeHidden();
    await nav.searchToggle.click();
    await expect(nav.searchToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.searchBox).toBeFocused();
    await expect(nav.searchBox).toHaveAttribute(
      'placeholder',
      'Search cards, sealed products, transactions...',
    );
    await expectNoSeriousViolations(page, 'mobile search open');
    await page.keyboard.press('Escape');
    await expect(nav.searchBox).toBeHidden();
    await expect(nav.searchToggle).toBeFocused();

    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await nav.menuToggle.click();
    const menu = page.locator(`#${await nav.menuToggle.getAttribute('aria-controls')}`);
    await expect(menu).toContainText(account.username);
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(nav.themes.getByRole('button')).toHaveCount(6);
    await expectNoSeriousViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(nav.menuToggle).toBeFocused();

    // Choosing a tab from the menu closes it.
    await nav.showTab('Admin');
    await expect(menu).toBeHidden();
    await expect(nav.sectionHeading).toHaveText('Admin Management');
  });

  test('the install card offers the deferred prompt; Not now hides it for the session', async ({ page }) => {
    await signUpAndSettle(page);
    const offerInstall = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as unknown as { prompted: number }).prompted =
              ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
    const card = page.getByRole('region', { name: 'Install Cardfolio' });
    await offerInstall();
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, 'install card');
    await card.getByRole('button', { name: 'Install' }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);

    await offerInstall();
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await offerInstall();
    await expect(card).toBeHidden();
  });
});

test.describe(`header at desktop ${laptop.viewport.width}×${laptop.viewport.height}`, () => {
  test.use({ viewport: laptop.viewport });

  test('search, tabs and theme picker sit inline; Escape closes the picker', async ({ page }) => {
    await signUpAndSettle(page);
    const nav = new ShellNavigation(page);
    await expect(nav.searchBox).toBeVisible();
    await expect(nav.searchToggle).toBeHidden();
    await expect(nav.menuToggle).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // No install card on desktop, even when the browser offers an install.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    await expect(page.getByRole('region', { name: 'Install Cardfolio' })).toBeHidden();

    await nav.openThemePicker();
    await page.keyboard.press('Escape');
    await expect(nav.themes).toBeHidden();
    await expect(nav.themeButton).toBeFocused();
    await nav.openThemePicker();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(nav.themes).toBeHidden();
  });
});
