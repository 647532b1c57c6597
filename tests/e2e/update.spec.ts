import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { AppShellPage } from './pages/AppShellPage';
import { type RunningServer, STARTUP_LIMIT_MS, startServer } from './server';

/**
 * A deploy needs a build of its own to change: these tests serve a copy of dist/ from a second
 * server, so the other tests keep seeing the unchanged one. Serial: each deploy edits the copy.
 */
test.describe.configure({ mode: 'serial' });

let distCopy: string;
let server: RunningServer;

test.beforeAll(async () => {
  // This file's own server starts with an empty data folder (creating the embedded database): give the
  // hook the server's own startup limit, not a test's 30 s, on a loaded machine.
  test.setTimeout(STARTUP_LIMIT_MS + scaled(30_000));
  distCopy = mkdtempSync(path.join(tmpdir(), 'cardfolio-dist-'));
  cpSync('dist', distCopy, { recursive: true });
  server = await startServer({ distDir: distCopy });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(distCopy, { recursive: true, force: true });
});

let deploys = 0;
/** A deploy as the browser sees it: /sw.js differs by a byte, so it installs as a new version. */
async function deployAndCheckForUpdate(page: Page) {
  deploys += 1;
  appendFileSync(path.join(distCopy, 'sw.js'), `\n// deploy ${deploys}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state ?? null };
  });

async function expectReloadHandsOver(app: AppShellPage) {
  await expect(app.updatePrompt).toBeVisible();
  await expect(app.updatePrompt).toContainText('New version available! Reload to update?');
  expect(await registrationState(app.page)).toEqual({ waiting: true, active: 'activated' });

  const reloaded = app.page.waitForEvent('load');
  await app.updatePrompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  await app.expectRendered();
  await expect(app.updatePrompt).toBeHidden();
  expect(await registrationState(app.page)).toEqual({ waiting: false, active: 'activated' });
}

test('on the first visit, a new version waits for the prompt and takes over on Reload', async ({ page }) => {
  const app = new AppShellPage(page);
  await app.open(`${server.baseURL}/`);
  await app.waitForServiceWorkerControl();
  await expect(app.updatePrompt).toBeHidden();

  await deployAndCheckForUpdate(page);
  await expectReloadHandsOver(app);
});

test('on a page the worker already served, Reload hands over to the new version', async ({ page }) => {
  const app = new AppShellPage(page);
  await app.open(`${server.baseURL}/`);
  await app.waitForServiceWorkerControl();
  await page.reload();
  await app.expectRendered();

  await deployAndCheckForUpdate(page);
  await expectReloadHandsOver(app);
});

test('Dismiss keeps the running version and leaves the new one waiting', async ({ page }) => {
  const app = new AppShellPage(page);
  await app.open(`${server.baseURL}/`);
  await app.waitForServiceWorkerControl();

  await deployAndCheckForUpdate(page);
  await expect(app.updatePrompt).toBeVisible();
  await app.updatePrompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(app.updatePrompt).toBeHidden();
  expect(await registrationState(page)).toEqual({ waiting: true, active: 'activated' });
});
