import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';
import { scaled } from './tests/setup/slowness';

/**
 * End-to-end tests drive Debian's Chromium (Playwright downloads no browser here) against the real
 * server, which the global setup builds, starts on a free port with a throw-away DATA_DIR and stops.
 * Tests import `test` from tests/e2e/fixtures, which points baseURL at that server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Limits as on a quiet machine, scaled by how busy this one is (tests/setup/slowness.ts).
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  outputDir: 'test-results',
  // scripts/test.mjs reads the JSON to count the tests of both runners.
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    // Figures follow the browser's language (issue 29): the specs read them as in English.
    locale: 'en-US',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
