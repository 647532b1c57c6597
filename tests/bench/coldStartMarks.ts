import type { Page } from 'playwright-core';
import { signUp } from './cardsViewBrowser';

/**
 * An init script that marks, from navigation start, the signed-in shell (its header), the cards view
 * ready (its count line with nothing still being read, or the empty collection's panel) and its first
 * row. The cold-start bench and its profile read the same marks.
 */
export const COLD_START_MARKS = `
  new MutationObserver((records, observer) => {
    const now = performance.now();
    if (window.__shellAt === undefined && document.querySelector('header')) window.__shellAt = now;
    if (window.__firstRowAt === undefined && document.querySelector('[data-card-row]')) window.__firstRowAt = now;
    const empty = [...document.querySelectorAll('main h2, main h3, main p')].some((node) => node.textContent === 'No Cards in Collection');
    const counted = document.querySelector('[data-testid="cards-count"]') && !document.querySelector('[data-cards-updating]');
    if (window.__readyAt === undefined && (empty || counted)) {
      window.__readyAt = now;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export interface Marks {
  shell: number;
  ready: number;
  firstRow: number;
}

/**
 * A new user signed up in `page`, with the service worker in control of the page: from here on the
 * app starts as the installed one does, from the worker's cache.
 */
export async function signUpInstalled(page: Page) {
  const user = await signUp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return user;
}
