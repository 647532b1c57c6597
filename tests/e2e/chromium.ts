import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright downloads no browser here), quiet: no sandbox (root in CI), no GPU,
 * no background traffic. The end-to-end tests and the cards-view bench launch it the same way.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
