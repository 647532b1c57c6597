import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shell's navigation at either size: sections through the tiles (md and up) or the bottom bar
 * (below md), tabs inline or behind the mobile menu, the theme picker, the search box and its toggle.
 */
export class ShellNavigation {
  readonly sections: Locator;
  readonly sectionHeading: Locator;
  readonly menuToggle: Locator;
  readonly themeButton: Locator;
  readonly searchToggle: Locator;
  readonly searchBox: Locator;
  readonly themes: Locator;

  constructor(readonly page: Page) {
    // Only one of the two "Sections" navigations is displayed at a time.
    this.sections = page.getByRole('navigation', { name: 'Sections' });
    this.sectionHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.menuToggle = page.getByRole('button', { name: 'Menu', exact: true });
    this.themeButton = page.getByRole('button', { name: 'Theme', exact: true });
    this.searchToggle = page.getByRole('button', { name: 'Toggle search' });
    // A combobox: it offers results as you type (the search language, issue 24).
    this.searchBox = page.getByRole('banner').getByRole('combobox', { name: 'Search', exact: true });
    this.themes = page.getByRole('list', { name: 'Themes' });
  }

  async isMobile() {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  async showSection(label: string) {
    await this.sections.getByRole('button', { name: label, exact: true }).click();
    await expect(this.sectionHeading).toHaveText(label);
  }

  async showTab(label: 'Collection' | 'Admin') {
    if (await this.isMobile()) await this.openMobileMenu();
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label }).click();
  }

  async openMobileMenu() {
    if ((await this.menuToggle.getAttribute('aria-expanded')) !== 'true') await this.menuToggle.click();
    await expect(this.themes).toBeVisible();
  }

  /** The theme list: in the mobile menu below md, behind the Theme button from md up. */
  async openThemePicker() {
    if (await this.isMobile()) return this.openMobileMenu();
    if ((await this.themeButton.getAttribute('aria-expanded')) !== 'true') await this.themeButton.click();
    await expect(this.themes).toBeVisible();
  }

  async chooseTheme(name: string) {
    await this.openThemePicker();
    await this.themeOption(name).click();
  }

  /** A theme's button; its name starts with the theme's name, then its description. */
  themeOption(name: string) {
    return this.themes.getByRole('button', { name: new RegExp(`^${name} `) });
  }

  /** The root element's theme class and primary colour, as the page applied them. */
  rootTheme() {
    return this.page.evaluate(() => ({
      className: document.documentElement.className,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    }));
  }
}
