import { expect, type Page } from '@playwright/test';
import { SHARE_TEXTS } from '../../../src/domain/sharing/texts';
import { ShellNavigation } from './ShellNavigation';

/** Admin's Share links tab (issue 26): make a link, read it, revoke it. */
export class SharePage {
  readonly nav: ShellNavigation;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
  }

  async open() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: SHARE_TEXTS.title }).click();
    await expect(this.page.getByRole('heading', { name: SHARE_TEXTS.title })).toBeVisible();
  }

  /** Makes a link to `kind` (its label) and `target` (an option's text), answering its address. */
  async create(kind: string, target: string, { showPrices = false } = {}): Promise<string> {
    const form = this.page.getByRole('form', { name: SHARE_TEXTS.share });
    await form.getByLabel(SHARE_TEXTS.what).selectOption({ label: kind });
    await form.getByLabel(SHARE_TEXTS.target).selectOption({ label: target });
    await form.getByLabel(SHARE_TEXTS.showPrices).setChecked(showPrices);
    await form.getByRole('button', { name: SHARE_TEXTS.create }).click();
    const link = form.getByLabel(SHARE_TEXTS.link);
    await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
    return link.inputValue();
  }

  async revoke(label: string) {
    const list = this.page.getByRole('list', { name: SHARE_TEXTS.mine });
    await list.getByRole('button', { name: `${SHARE_TEXTS.revoke} ${label}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: SHARE_TEXTS.revoke }).click();
    await expect(list.getByText(label, { exact: true })).toHaveCount(0);
  }
}
