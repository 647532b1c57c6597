import { test as base } from '@playwright/test';
import { readServerInfo } from './serverInfo';

/** Playwright's test with baseURL bound to the server the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(readServerInfo().baseURL);
  },
});

export { expect } from '@playwright/test';
