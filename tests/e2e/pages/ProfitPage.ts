import { expect, type Locator, type Page } from '@playwright/test';
import { ShellNavigation } from './ShellNavigation';

/**
 * The Profit Tracking section, and the hand-computed collection of src/domain/profit/profitScenario.ts
 * recorded on the server through the API (the app pulls it): a purchase of 3 Bolts and a box, a sale
 * of 1 with a $1 fee, a trade with Alex, the box's opening, and market prices.
 */
export class ProfitPage {
  readonly nav: ShellNavigation;
  readonly refresh: Locator;

  constructor(readonly page: Page) {
    this.nav = new ShellNavigation(page);
    this.refresh = page.getByRole('button', { name: 'Refresh Data' });
  }

  async openSection() {
    await this.nav.showTab('Collection');
    await this.nav.showSection('Profit Tracking');
  }

  async showTab(name: 'Overview' | 'Realized Gains/Losses' | 'Analysis') {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tabpanel', { name })).toBeVisible();
  }

  /** The value shown beside a figure's label (a <dt>/<dd> pair). */
  figure(label: string): Locator {
    return this.page
      .getByRole('main')
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  realizedRow(description: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name: description }) });
  }

  /** Records the scenario on the server with the page's own token; answers nothing until all is stored. */
  async recordScenario(): Promise<void> {
    await this.page.evaluate(async () => {
      const call = async (method: string, path: string, body?: unknown) => {
        const answer = await fetch(`/api/v1${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
            'Content-Type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const envelope = await answer.json();
        if (!envelope.success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
        return envelope.data;
      };
      const [collection] = await call('GET', '/collections');
      const collectionId = collection.id as string;
      const definition = await call('POST', '/sealed-products/definitions', {
        name: 'Dominaria Booster Box',
        set: 'Dominaria',
        type: 'Booster Box',
      });
      const card = (name: string, extra: Record<string, unknown>) => ({
        itemType: 'card',
        name,
        set: 'Magic 2010',
        setCode: 'M10',
        condition: 'Near Mint',
        quantity: 1,
        ...extra,
      });
      const purchase = await call('POST', '/transactions/unified', {
        collectionId,
        type: 'purchase',
        date: '2025-03-01',
        items: [
          card('Lightning Bolt', { quantity: 3, price: 4 }),
          {
            itemType: 'sealed_product',
            name: 'Dominaria Booster Box',
            set: 'Dominaria',
            definitionId: definition.id,
            condition: 'Sealed',
            quantity: 1,
            price: 60,
          },
        ],
      });
      const boltId = purchase.items[0].ledger.received[0].id;
      const boxId = purchase.items[1].ledger.received[0].id;
      await call('POST', '/transactions/unified', {
        collectionId,
        type: 'sale',
        date: '2025-03-05',
        platformFee: 1,
        items: [card('Lightning Bolt', { id: boltId, price: 10 })],
      });
      await call('POST', '/transactions/unified', {
        collectionId,
        type: 'trade',
        date: '2025-03-10',
        tradePartner: 'Alex',
        items: [
          card('Lightning Bolt', { id: boltId, price: 6, isGiven: true }),
          card('Counterspell', { price: 7, isReceived: true }),
        ],
      });
      await call('POST', '/transactions/unified', {
        collectionId,
        type: 'opening',
        date: '2025-03-12',
        items: [
          {
            itemType: 'sealed_product',
            id: boxId,
            name: 'Dominaria Booster Box',
            set: 'Dominaria',
            condition: 'Sealed',
            quantity: 1,
            price: 0,
          },
          card('Shivan Dragon', { price: 0, marketPrice: 50 }),
          card('Opt', { price: 0, marketPrice: 10 }),
        ],
      });
      for (const [name, price] of [
        ['Lightning Bolt', 7],
        ['Counterspell', 8],
        ['Shivan Dragon', 40],
      ] as const) {
        await call('POST', '/market-prices', {
          collectionId,
          productType: 'card',
          productKey: `${name}|M10|Near Mint`,
          marketPrice: price,
        });
      }
    });
  }
}
