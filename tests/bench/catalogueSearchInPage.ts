/**
 * Bundled by the catalogue bench and run inside the app's page in Chromium: times the device's
 * catalogue search, keystroke by keystroke, on the catalogue the app downloaded and stored.
 */
import { catalogueDatabase } from '../../src/db/catalogue/catalogueDatabase';
import { searchCatalogue } from '../../src/db/catalogue/searchCatalogue';

export async function timeKeystrokes(
  typed: readonly string[],
): Promise<{ buildMs: number; times: number[] }> {
  const db = catalogueDatabase();
  const first = performance.now();
  await searchCatalogue(db, typed[0].slice(0, 2));
  const buildMs = performance.now() - first;
  const times: number[] = [];
  for (const text of typed) {
    for (let length = 2; length <= text.length; length += 1) {
      const started = performance.now();
      await searchCatalogue(db, text.slice(0, length));
      times.push(performance.now() - started);
    }
  }
  return { buildMs, times };
}
