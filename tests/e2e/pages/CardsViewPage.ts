import { expect, type Locator, type Page } from '@playwright/test';
import type { CardInput, MarketPriceInput } from '../../../src/domain/schemas';

/** A card as the tests seed it: everything but the collection, which the page model fills in. */
export type SeedCard = Omit<CardInput, 'collectionId'>;
export type SeedPrice = Omit<MarketPriceInput, 'collectionId'>;

/** The cards section: finance panel, toolbar, count line, grid or list, lightbox. */
export class CardsViewPage {
  readonly countLine: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly finance: Locator;
  readonly lightbox: Locator;

  constructor(readonly page: Page) {
    this.countLine = page.getByTestId('cards-count');
    this.search = page.getByPlaceholder('Search cards...');
    this.rows = page.locator('[data-card-row]');
    this.finance = page.getByTestId('finance-summary');
    this.lightbox = page.locator('dialog[open]');
  }

  /**
   * Creates cards and market prices on the server for the signed-in user's first collection (with the
   * page's own token), then reloads so the device pulls them, and waits until every card is listed.
   */
  async seed(cards: SeedCard[], prices: SeedPrice[] = []): Promise<string> {
    const collectionId = await this.page.evaluate(
      async ({ cards, prices }) => {
        const headers = {
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          'Content-Type': 'application/json',
        };
        const call = async (method: string, path: string, body?: unknown) => {
          const answer = await fetch(`/api/v1${path}`, { method, headers, body: JSON.stringify(body) });
          if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
          return ((await answer.json()) as { data: unknown }).data;
        };
        const [collection] = (await call('GET', '/collections')) as { id: string }[];
        for (const card of cards) await call('POST', '/cards', { ...card, collectionId: collection.id });
        for (const price of prices)
          await call('POST', '/market-prices', { ...price, collectionId: collection.id });
        return collection.id;
      },
      { cards, prices },
    );
    await this.page.reload();
    return collectionId;
  }

  select(name: 'groupBy' | 'sortField' | 'color' | 'rarity' | 'status'): Locator {
    return this.page.locator(`select[name="${name}"]:visible`);
  }

  async expectCount(text: string) {
    await expect(this.countLine).toHaveText(text);
  }

  /** Names of the rows drawn, in order. */
  rowNames(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-card-name') ?? ''));
  }

  row(name: string): Locator {
    return this.page.locator(`[data-card-row][data-card-name="${name}"]`).first();
  }

  showView(view: 'Grid view' | 'List view') {
    return this.page.getByRole('button', { name: view }).click();
  }

  showGainLossIn(mode: 'Gain/loss in percent' | 'Gain/loss in dollars') {
    return this.page.getByRole('button', { name: mode }).click();
  }

  toggleSortDirection() {
    return this.page.getByRole('button', { name: /^Sort direction/ }).click();
  }

  async openLightbox(name: string) {
    await this.page
      .getByRole('button', { name: `Enlarge image of ${name}` })
      .first()
      .click();
    await expect(this.lightbox).toBeVisible();
  }

  /** A figure of the finance panel by its label, inside `within` (the panel or a sub-panel). */
  figure(label: string, within: Locator = this.finance): Locator {
    return within
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
