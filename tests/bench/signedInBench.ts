import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { startServer } from '../e2e/server';
import { signUp } from './cardsViewBrowser';
import { printMachineLoad } from './measure';

/**
 * The frame of a section bench: the machine's load, the built app served by the real server, Chromium
 * at desktop size and a new user signed up through the UI. Runs `bench` on that page, then closes
 * everything; a failure exits with 1.
 */
export function runSignedInBench(
  bench: (page: Page, user: { userId: string; collectionId: string }) => Promise<void>,
): void {
  const main = async () => {
    printMachineLoad();
    await buildIfStale({ log: (message: string) => console.log(`[bench] ${message}`) });
    const server = await startServer();
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await bench(page, await signUp(page));
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  };
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
