import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';

/**
 * Chromium as the device runs the app: a browser profile on disk, so IndexedDB is the on-disk store an
 * installed PWA writes to. A plain `browser.newContext()` is an incognito context, whose IndexedDB
 * lives in memory and is no measure of the device: there, 20,000 card puts in one transaction took
 * 8.3 s against 1.5 s on disk, and each further database made every write slower still.
 * The profile is a throw-away folder, removed by `close()`.
 */
export async function openDeviceBrowser(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'cardfolio-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, ...options });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
