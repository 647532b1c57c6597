import { expect, type Locator, type Page } from '@playwright/test';
import { WANT_TEXTS } from '../../../src/domain/texts';
import { WANT_VIEW_TEXTS } from '../../../src/domain/wants/wantViewTexts';
import { ShellNavigation } from './ShellNavigation';

/** Admin's "Want list" tab (issue 26): the list, and its views. */
export class WantsPage {
  readonly nav: ShellNavigation;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
    this.list = page.getByRole('list', { name: WANT_TEXTS.title });
  }

  async open() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: WANT_TEXTS.title }).click();
    await expect(this.page.getByRole('heading', { name: WANT_TEXTS.title })).toBeVisible();
  }

  async add(name: string, quantity: number, setCode = '') {
    const form = this.page.getByRole('form', { name: WANT_TEXTS.newWant });
    await form.getByLabel('Card name').fill(name);
    await form.getByLabel('Set code').fill(setCode);
    await form.getByLabel('Quantity').fill(String(quantity));
    await form.getByRole('button', { name: WANT_TEXTS.addWant }).click();
    await expect(this.list.getByText(name, { exact: true })).toBeVisible();
  }

  async showView(label: string) {
    await this.page
      .getByRole('navigation', { name: WANT_VIEW_TEXTS.views })
      .getByRole('button', { name: label })
      .click();
  }

  /** "Complete a set" for the set of `setCode`; its status line reads the count and the cost. */
  async completeSet(setCode: string): Promise<Locator> {
    await this.showView(WANT_VIEW_TEXTS.completeSet);
    const view = this.page.getByRole('region', { name: WANT_VIEW_TEXTS.completeSet });
    await view.getByLabel(WANT_VIEW_TEXTS.set).selectOption(setCode);
    return view.getByRole('status');
  }
}
