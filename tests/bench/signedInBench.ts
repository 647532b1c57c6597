import type { Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/server';
import { signUp } from './cardsViewBrowser';
import { openDeviceBrowser } from './deviceBrowser';
import { printMachineLoad } from './measure';

/**
 * The frame of a section bench: the machine's load, the built app served by the real server, Chromium with an
 * on-disk profile (openDeviceBrowser) at desktop size and a new user signed up through the UI. Runs `bench` on that page, then closes
 * everything; a failure exits with 1.
 */
export function runSignedInBench(
  bench: (page: Page, user: { userId: string; collectionId: string }) => Promise<void>,
): void {
  const main = async () => {
    printMachineLoad();
    await buildIfStale({ log: (message: string) => console.log(`[bench] ${message}`) });
    const server = await startServer();
    const browser = await openDeviceBrowser({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await browser.context.newPage();
      await bench(page, await signUp(page));
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
