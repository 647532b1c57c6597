/**
 * Browser side of the cards-view bench: sign a new user up through the UI, seed their IndexedDB
 * straight into the app's tables (no outbox, no server), and time interactions inside the page with
 * performance.now(), so the figures are the page's own and not Playwright's round trips.
 */
import type { Page } from 'playwright-core';
import { generateCollection } from '../../src/domain/testing/collectionGenerator';

const SEED_CHUNK = 5_000;

export async function signUp(page: Page): Promise<{ userId: string; collectionId: string }> {
  const stamp = `${Date.now()}-${process.pid}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill('Bench Collector');
  await page.getByLabel('Email').fill(`bench-${stamp}@example.test`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page
    .getByRole('form', { name: 'Create account' })
    .getByRole('button', { name: 'Create account' })
    .click();
  await page.getByTestId('sync-status').filter({ hasText: 'Synced' }).waitFor({ timeout: 30_000 });
  await page.getByText('No Cards in Collection').waitFor({ timeout: 30_000 });
  // The default collection is made on the device with a temp- id and re-keyed once the server has it:
  // seeding must name the real id, so wait for it.
  for (let attempt = 0; attempt < 120; attempt++) {
    const current = await page.evaluate(readCurrentCollection);
    if (current) return current;
    await page.waitForTimeout(250);
  }
  throw new Error('The default collection never got its server id');
}

/** In the page: the signed-in user and their current collection once it has its server id, else null. */
async function readCurrentCollection() {
  const userId = (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(`cardfolio-${userId}`);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const current = await new Promise<{ value: string | null } | undefined>((resolve, reject) => {
    const request = db.transaction('meta').objectStore('meta').get('currentCollectionId');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  const collectionId = current?.value;
  return collectionId && !collectionId.startsWith('temp-') ? { userId, collectionId } : null;
}

/**
 * Puts `rows` straight into a table of the user's IndexedDB, one transaction per chunk. The app's own
 * Dexie is bundled and not reachable from here, and the page's CSP (script-src 'self') refuses a second
 * copy by script tag.
 */
export async function putRows(page: Page, userId: string, table: string, rows: readonly unknown[]) {
  for (let start = 0; start < rows.length; start += SEED_CHUNK) {
    const chunk = rows.slice(start, start + SEED_CHUNK);
    await page.evaluate(
      async ({ name, table, chunk }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction(table, 'readwrite');
          const store = transaction.objectStore(table);
          for (const row of chunk) store.put(row);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        });
        db.close();
      },
      { name: `cardfolio-${userId}`, table, chunk },
    );
  }
}

/** `cardCount` copies with market prices and sealed products, as generated for the domain bench. */
export async function seedCollection(page: Page, userId: string, collectionId: string, cardCount: number) {
  const generated = generateCollection(cardCount, 42);
  const withCollection = <T extends { collectionId: string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, collectionId }));
  const tables: [string, unknown[]][] = [
    ['cards', withCollection(generated.cards)],
    ['marketPrices', withCollection(generated.marketPrices)],
    ['sealedProducts', withCollection(generated.sealedProducts)],
  ];
  for (const [table, rows] of tables) await putRows(page, userId, table, rows);
  return {
    cards: generated.cards.length,
    prices: generated.marketPrices.length,
    sealed: generated.sealedProducts.length,
  };
}

/**
 * Records, from the start of navigation, when the first card row appears and when the rows read from
 * IndexedDB are on screen (the count line is there and last visit's picture, marked as updating, is
 * gone). Installed before load, as text: tsx names functions with a helper that does not exist in the page.
 */
export function watchFirstRow(page: Page) {
  return page.addInitScript(`
    new MutationObserver((records, observer) => {
      if (window.__firstRowAt === undefined && document.querySelector('[data-card-row]')) {
        window.__firstRowAt = performance.now();
      }
      if (document.querySelector('[data-testid="cards-count"]') && !document.querySelector('[data-cards-updating]')) {
        window.__allRowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  `);
}

export interface PaintTimes {
  firstRow: number;
  allRows: number;
}

export async function paintTimes(page: Page): Promise<PaintTimes> {
  await page.waitForFunction(
    () => (window as unknown as { __allRowsAt?: number }).__allRowsAt !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  return page.evaluate(() => {
    const times = window as unknown as { __firstRowAt: number; __allRowsAt: number };
    return { firstRow: times.__firstRowAt, allRows: times.__allRowsAt };
  });
}

export interface Timing {
  /** Event dispatched → the watched element changed (React committed). */
  updated: number;
  /** → the next animation frame after that (the browser is about to paint it). */
  frame: number;
}

/**
 * Sets a form control's value the way typing does and dispatches `eventType`, then times until the
 * first DOM change inside `watchSelector` and the frame after it. Runs entirely in the page.
 */
export function timeControlChange(
  page: Page,
  controlSelector: string,
  watchSelector: string,
  values: string[],
  eventType: 'input' | 'change',
): Promise<Timing[]> {
  return page.evaluate(
    async ({ controlSelector, watchSelector, values, eventType }) => {
      const control = document.querySelector(controlSelector) as HTMLInputElement | HTMLSelectElement;
      const prototype =
        control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set as (value: string) => void;
      const timings: { updated: number; frame: number }[] = [];
      for (const value of values) {
        const watched = document.querySelector(watchSelector) as Element;
        const timing = await new Promise<{ updated: number; frame: number }>((resolve, reject) => {
          let start = 0;
          const limit = setTimeout(
            () => reject(new Error(`No change in ${watchSelector} for "${value}"`)),
            10_000,
          );
          const observer = new MutationObserver(() => {
            observer.disconnect();
            const updated = performance.now() - start;
            requestAnimationFrame(() => {
              clearTimeout(limit);
              resolve({ updated, frame: performance.now() - start });
            });
          });
          observer.observe(watched, {
            childList: true,
            subtree: true,
            characterData: true,
            attributes: true,
          });
          start = performance.now();
          setValue.call(control, value);
          control.dispatchEvent(new Event(eventType, { bubbles: true }));
        });
        timings.push(timing);
        // Let the page settle (deferred renders, layout) before the next one, as between real keystrokes.
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      return timings;
    },
    { controlSelector, watchSelector, values, eventType },
  );
}

/** 20 keystrokes typing and deleting, each changing which rows match (numbers in generated names). */
export const KEYSTROKES = [
  '1',
  '12',
  '123',
  '12',
  '1',
  '',
  '2',
  '23',
  '234',
  '23',
  '2',
  '',
  '3',
  '34',
  '345',
  '34',
  '3',
  '',
  '4',
  '45',
];

export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
export const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
