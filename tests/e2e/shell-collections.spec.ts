import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { serverCollectionNames, signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { SHELL_VIEWPORTS } from './pages/viewports';

const DELETE_QUESTION = 'Are you sure you want to delete this collection? This action cannot be undone.';

for (const { name, viewport } of SHELL_VIEWPORTS) {
  test.describe(`user menu at ${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('shows who is signed in and the collections; Escape and Tab behave in its dialogs', async ({
      page,
    }) => {
      const { app, account } = await signUpAndSettle(page);
      await expect.poll(() => app.collectionNames()).toEqual(['Default Collection']);
      const panel = page.locator(`#${await app.userMenuButton.getAttribute('aria-controls')}`);
      await expect(panel).toContainText(account.username);
      await expect(panel).toContainText(account.email);
      await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
      await app.expectCurrentCollection('Default Collection');
      await expectNoSeriousViolations(page, 'user menu open');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(app.userMenuButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();

      await page.getByRole('button', { name: '+ New' }).click();
      const create = page.getByRole('dialog', { name: 'Create New Collection' });
      const submit = create.getByRole('button', { name: 'Create Collection' });
      await expect(submit).toBeDisabled();
      await create.getByLabel('Collection Name *').fill('   ');
      await expect(submit).toBeDisabled();
      await create.getByLabel('Collection Name *').fill('Binder');
      await expect(submit).toBeEnabled();
      await expectNoSeriousViolations(page, 'create collection dialog');
      // Focus stays in the dialog however far Tab goes, both ways.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(create).toBeHidden();
      // Escape closed the dialog only; the menu it came from is still open.
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test('create, edit, select and delete collections, online and then with the network cut', async ({
      page,
      context,
    }) => {
      test.setTimeout(scaled(120_000));
      const { app } = await signUpAndSettle(page);
      await expect.poll(() => app.collectionNames()).toEqual(['Default Collection']);

      await app.createCollection('Binder A', 'Trade binder');
      await expect.poll(() => app.collectionNames()).toEqual(['Binder A', 'Default Collection']);
      await app.page.getByRole('button', { name: 'Edit Binder A' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Collection' });
      await expect(edit.getByLabel('Description')).toHaveValue('Trade binder');
      await expectNoSeriousViolations(page, 'edit collection dialog');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await app.renameCollection('Binder A', 'Binder B');
      await app.selectCollection('Binder B');
      await app.expectCurrentCollection('Binder B');

      await app.page.getByRole('button', { name: 'Delete Binder B' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Collection' });
      await expect(confirm).toContainText(DELETE_QUESTION);
      await expectNoSeriousViolations(page, 'delete collection dialog');
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      expect(await app.deleteCollection('Binder B')).toBe(DELETE_QUESTION);
      // Deleting the current collection switches to the default.
      await app.expectCurrentCollection('Default Collection');
      await app.expectSyncStatus('Synced');
      expect(await serverCollectionNames(page)).toEqual(['Default Collection']);

      await context.setOffline(true);
      await app.createCollection('Show finds');
      await app.createCollection('Scratch');
      await app.renameCollection('Show finds', 'Show finds — November');
      await app.selectCollection('Show finds — November');
      await app.expectCurrentCollection('Show finds — November');
      expect(await app.deleteCollection('Scratch')).toBe(DELETE_QUESTION);
      await expect.poll(() => app.collectionNames()).toEqual(['Default Collection', 'Show finds — November']);
      await app.expectSyncStatus(/^Offline · \d+ pending$/);
      await expectNoSeriousViolations(page, 'user menu offline');

      await context.setOffline(false);
      // The outbox's head keeps the backoff its offline attempts earned (sync/push.ts), even after the
      // browser is back online, so the first send may wait for tens of seconds.
      await expect(app.syncStatus).toHaveText('Synced', { timeout: scaled(60_000) });
      expect(await serverCollectionNames(page)).toEqual(['Default Collection', 'Show finds — November']);
      // The temp id was re-keyed to the server's; the choice of current collection followed it.
      await app.expectCurrentCollection('Show finds — November');
    });
  });
}
