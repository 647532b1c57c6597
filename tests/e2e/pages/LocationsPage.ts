import { expect, type Locator, type Page } from '@playwright/test';
import { LOCATION_MOVE_TEXTS } from '../../../src/domain/locations/texts';
import { ShellNavigation } from './ShellNavigation';

/** Admin's Locations tab (issue 25), its binder view, and Move to… in the cards view. */
export class LocationsPage {
  readonly nav: ShellNavigation;
  readonly binderPage: Locator;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
    this.binderPage = page.getByTestId('binder-page');
  }

  async open() {
    await this.nav.showTab('Admin');
    await this.page.getByRole('tab', { name: 'Locations' }).click();
    await expect(this.page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  }

  async createBinder(name: string, pages: number, slotsPerPage: number) {
    const form = this.page.getByRole('form', { name: 'New location' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Kind').selectOption('binder');
    await form.getByLabel('Pages').fill(String(pages));
    await form.getByLabel('Slots per page').fill(String(slotsPerPage));
    await form.getByRole('button', { name: 'Add location' }).click();
    await expect(this.page.getByRole('list', { name: 'Locations' }).getByText(name)).toBeVisible();
  }

  /** In the cards view: tick the rows by name, in order, then Move to… the location from page 1 slot 1. */
  async moveCards(names: readonly string[], location: string) {
    for (const name of names) await this.page.getByLabel(LOCATION_MOVE_TEXTS.select(name)).check();
    await this.page.getByRole('button', { name: LOCATION_MOVE_TEXTS.moveTo }).click();
    const dialog = this.page.getByRole('dialog', { name: LOCATION_MOVE_TEXTS.moveTitle });
    const option = dialog.getByRole('option', { name: new RegExp(`^${location} \\(`) });
    await dialog.getByLabel('Location').selectOption((await option.getAttribute('value')) ?? '');
    await dialog.getByRole('button', { name: LOCATION_MOVE_TEXTS.move }).click();
    await expect(this.page.getByText(LOCATION_MOVE_TEXTS.moved(names.length, location))).toBeVisible();
  }

  async openBinder(name: string) {
    await this.page.getByRole('button', { name: LOCATION_MOVE_TEXTS.openBinder(name) }).click();
    await expect(this.binderPage).toBeVisible();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: LOCATION_MOVE_TEXTS.nextPage }).click();
  }

  slot(slot: number, name: string): Locator {
    return this.binderPage.getByRole('button', { name: LOCATION_MOVE_TEXTS.slotHolds(slot, name) });
  }
}
