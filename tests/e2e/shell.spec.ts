import { contrastRatio } from '../../src/domain/themes/contrast';
import { THEMES } from '../../src/domain/themes/themeList';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { ShellNavigation } from './pages/ShellNavigation';
import { SignInPage } from './pages/SignInPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

const SECTIONS = ['Cards', 'Sealed Products', 'Advanced Search', 'Transactions', 'Profit Tracking'];

/** Issue 30's audit: besides the default, the themes whose text reads at the highest and lowest contrast. */
const byContrast = [...THEMES].sort(
  (a, b) =>
    contrastRatio(a.colors.text, a.colors.background) - contrastRatio(b.colors.text, b.colors.background),
);
const AUDITED_THEMES = [byContrast[0], byContrast[byContrast.length - 1]].map((theme) => theme.name);

for (const { name, viewport } of SHELL_VIEWPORTS) {
  test.describe(`shell at ${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    const mobile = name === 'mobile';

    test('sign-up, every section, the Admin tab and the landmarks, each screen checked by axe', async ({
      page,
    }) => {
      // Twenty-one axe runs.
      test.setTimeout(scaled(150_000));
      const signIn = new SignInPage(page);
      await signIn.open();
      await expectNoSeriousViolations(page, 'sign-in');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectNoSeriousViolations(page, 'create account');

      await signUpAndSettle(page);
      const nav = new ShellNavigation(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(nav.sections).toBeVisible();
      if (mobile) {
        // The bottom bar: 60 px tall, the tiles hidden.
        expect((await nav.sections.boundingBox())?.height).toBe(60);
        expect(await nav.sections.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      } else {
        await expect(nav.sections.getByRole('button')).toHaveCount(5);
        expect((await nav.sections.boundingBox())?.height).toBeGreaterThan(60);
      }
      for (const section of SECTIONS) {
        await nav.showSection(section);
        await expect(nav.sections.getByRole('button', { name: section, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectNoSeriousViolations(page, `section ${section}`);
      }
      await nav.showSection('Advanced Search');
      await expect(page.getByRole('main').getByLabel('Search query')).toBeVisible();
      // Only cards, sealed and transactions may have a floating add button; never one that does nothing.
      await expect(page.getByTestId('floating-add')).toHaveCount(0);
      await nav.showSection('Profit Tracking');
      await expect(page.getByTestId('floating-add')).toHaveCount(0);

      await nav.showTab('Admin');
      await expect(nav.sectionHeading).toHaveText('Admin Management');
      await expect(page.getByTestId('floating-add')).toHaveCount(0);
      await expectNoSeriousViolations(page, 'admin');
      await nav.showTab('Collection');
      await expect(nav.sectionHeading).toHaveText('Profit Tracking');

      for (const theme of AUDITED_THEMES) {
        await nav.chooseTheme(theme);
        await page.keyboard.press('Escape');
        for (const section of SECTIONS) {
          await nav.showSection(section);
          await expectNoSeriousViolations(page, `section ${section}, theme ${theme}`);
        }
        await nav.showTab('Admin');
        await expectNoSeriousViolations(page, `admin, theme ${theme}`);
        await nav.showTab('Collection');
      }
    });

    test('the theme picker applies a theme to the root, and it survives a reload', async ({ page }) => {
      // Seven axe runs.
      test.setTimeout(scaled(90_000));
      const { app } = await signUpAndSettle(page);
      const nav = new ShellNavigation(page);
      expect(await nav.rootTheme()).toEqual({ className: 'theme-mtg-blue', primary: '#0E68AB' });

      await nav.openThemePicker();
      await expect(nav.themes.getByRole('button')).toHaveCount(6);
      await expect(nav.themeOption('MTG Blue')).toContainText('Current');
      await expectNoSeriousViolations(page, 'theme picker');

      // Every theme's colours pass axe's contrast checks on the shell.
      for (const theme of ['Dark Mode', 'Forest Green', 'Sunset Orange', 'Royal Purple', 'Ocean Teal']) {
        await nav.chooseTheme(theme);
        await expect(nav.themeOption(theme)).toHaveAttribute('aria-pressed', 'true');
        await expectNoSeriousViolations(page, `theme ${theme}`);
      }
      await nav.chooseTheme('Forest Green');
      expect(await nav.rootTheme()).toEqual({ className: 'theme-forest-green', primary: '#2E6B3A' });
      await expect(nav.themeOption('Forest Green')).toContainText('Current');
      expect(await page.evaluate(() => localStorage.getItem('selectedTheme'))).toBe('forest-green');

      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      expect(await nav.rootTheme()).toEqual({ className: 'theme-forest-green', primary: '#2E6B3A' });
      await nav.openThemePicker();
      await expect(nav.themeOption('Forest Green')).toHaveAttribute('aria-pressed', 'true');

      // The sign-in screen wears the theme too, and stays readable in the dark one.
      await nav.chooseTheme('Dark Mode');
      await page.keyboard.press('Escape');
      await app.openUserMenu();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(new SignInPage(page).heading).toBeVisible();
      expect(await nav.rootTheme()).toEqual({ className: 'theme-dark-mode', primary: '#5AA9F0' });
      await expectNoSeriousViolations(page, 'sign-in in Dark Mode');
    });

    test('the saved theme is on <html> before the app code runs (no flash)', async ({ browser, baseURL }) => {
      // No service worker, so routing sees every request; the app's bundle never arrives.
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      await context.addInitScript(() => localStorage.setItem('selectedTheme', 'dark-mode'));
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      const nav = new ShellNavigation(page);
      expect(await nav.rootTheme()).toEqual({ className: 'theme-dark-mode', primary: '#5AA9F0' });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      await context.close();
    });
  });
}
