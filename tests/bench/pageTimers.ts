import type { Page } from 'playwright-core';

/* Timers that run inside the page (performance.now()), shared by the section benches. */

/** In the page: presses the button named `label` and times until `selector` is in the document. */
export function timeUntilShown(page: Page, label: string, selector: string): Promise<number> {
  return page.evaluate(
    ({ label, selector }) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.textContent?.trim() === label && element.offsetParent !== null,
        );
        if (!button) return reject(new Error(`No visible button ${label}`));
        const limit = setTimeout(() => reject(new Error(`${selector} never appeared`)), 30_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          clearTimeout(limit);
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
    { label, selector },
  );
}

/** In the page: clicks each button (by its aria-label, else the start of its text, within `scope`) and times until `watch` changes. */
export function timeClicks(page: Page, scope: string, labels: string[], watch: string): Promise<number[]> {
  return page.evaluate(
    async ({ scope, labels, watch }) => {
      const times: number[] = [];
      for (const label of labels) {
        const button = [...document.querySelectorAll(`${scope} button`)].find((element) =>
          element.hasAttribute('aria-label')
            ? element.getAttribute('aria-label') === label
            : element.textContent?.trim().startsWith(label),
        ) as HTMLButtonElement;
        const watched = document.querySelector(watch) as Element;
        times.push(
          await new Promise<number>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(watched, { childList: true, subtree: true, characterData: true });
            button.click();
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      return times;
    },
    { scope, labels, watch },
  );
}

/**
 * Opens the section named `label` once, then `runs` more times coming back from the Cards section each
 * time, timing each opening until `row` shows. The first opening also loads the section's code.
 */
export async function timeSectionOpenings(
  page: Page,
  label: string,
  row: string,
  runs: number,
): Promise<{ first: number; again: number[] }> {
  const first = await timeUntilShown(page, label, row);
  const again: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Cards', exact: true })
      .click();
    await page.getByText('No Cards in Collection').waitFor();
    again.push(await timeUntilShown(page, label, row));
  }
  return { first, again };
}
