import { expect, type Locator, type Page } from '@playwright/test';
import { SEARCH_TEXTS } from '../../../src/features/search/searchTexts';
import { ShellNavigation } from './ShellNavigation';

/** The header's search box (issue 24): its live results in two groups, and Advanced Search behind Enter. */
export class HeaderSearchPage {
  readonly navigation: ShellNavigation;
  readonly box: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.navigation = new ShellNavigation(page);
    this.box = this.navigation.searchBox;
    this.results = page.getByRole('banner').getByRole('list', { name: SEARCH_TEXTS.resultsTitle });
  }

  /** Types the query a key at a time, as a collector does, so every keystroke runs a search. */
  async type(query: string) {
    if (await this.navigation.isMobile()) await this.navigation.searchToggle.click();
    await this.box.fill('');
    await this.box.pressSequentially(query);
  }

  /** The names a group lists ("In your collection" or "Card database"), once it lists `expected`. */
  async expectGroup(label: string, expected: string[]) {
    const names = this.results.getByRole('list', { name: label, exact: true }).getByRole('button');
    await expect(names.locator('span:first-child')).toHaveText(expected);
  }

  /** A term the search could not read, said above the results. */
  problem(message: string): Locator {
    return this.page.getByRole('banner').getByRole('status').filter({ hasText: message });
  }
}
