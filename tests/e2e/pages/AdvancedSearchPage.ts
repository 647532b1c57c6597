import { expect, type Locator, type Page } from '@playwright/test';
import { SEARCH_TEXTS } from '../../../src/features/search/searchTexts';
import { ShellNavigation } from './ShellNavigation';

/** Advanced Search (issue 24): the query box, the builder's conditions and the full results. */
export class AdvancedSearchPage {
  readonly navigation: ShellNavigation;
  readonly main: Locator;
  readonly queryBox: Locator;
  readonly note: Locator;

  constructor(readonly page: Page) {
    this.navigation = new ShellNavigation(page);
    this.main = page.getByRole('main');
    this.queryBox = this.main.getByRole('searchbox', { name: SEARCH_TEXTS.queryLabel });
    this.note = this.main.getByRole('note');
  }

  async open() {
    await this.navigation.showSection('Advanced Search');
  }

  control(row: number, part: string): Locator {
    return this.main.getByLabel(`${SEARCH_TEXTS.condition(row)}: ${part}`, { exact: true });
  }

  /** Adds a condition from the keyboard, as a screen-reader user does: it takes the focus at its field. */
  async addCondition(row: number, field: string, operator: string, value: string) {
    await this.main.getByRole('button', { name: SEARCH_TEXTS.addCondition }).press('Enter');
    await expect(this.control(row, SEARCH_TEXTS.field)).toBeFocused();
    await this.control(row, SEARCH_TEXTS.field).selectOption({ label: field });
    await this.control(row, SEARCH_TEXTS.operator).selectOption({ label: operator });
    await this.control(row, SEARCH_TEXTS.value).fill(value);
  }

  async run() {
    await this.main.getByRole('button', { name: SEARCH_TEXTS.run, exact: true }).click();
  }

  /** The names the card database group lists, once it lists `expected`. */
  async expectDatabase(expected: string[]) {
    const group = this.main.getByRole('list', { name: SEARCH_TEXTS.cardDatabase, exact: true });
    await expect(group.getByRole('button').locator('span:first-child')).toHaveText(expected);
  }
}
