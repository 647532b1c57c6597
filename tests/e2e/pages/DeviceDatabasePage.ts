import { expect, type Locator, type Page } from '@playwright/test';

/** Set by `trackConnections` in the page: every IndexedDB connection the page opened. */
declare global {
  interface Window {
    __testConnections?: IDBDatabase[];
    __testPersistRequests?: number;
  }
}

/**
 * The user's IndexedDB database (`cardfolio-<user id>`; the catalogue and the device session have
 * databases of their own) as another tab or the browser treats it: a newer version that
 * upgrades it, a connection dropped under the app. Driven through the page's own indexedDB API.
 */
export class DeviceDatabasePage {
  readonly outdatedNotice: Locator;
  readonly evictedNotice: Locator;

  constructor(readonly page: Page) {
    this.outdatedNotice = page
      .getByRole('alert')
      .filter({ hasText: 'Cardfolio was updated in another tab — reload' });
    this.evictedNotice = page
      .getByRole('alert')
      .filter({ hasText: 'The browser cleared the data Cardfolio kept on this device' });
  }

  /**
   * What the browser does when it evicts the origin's IndexedDB under a remembered session: deletes
   * the user's database and the catalogue's (local storage, and so the session, stays). The app's own
   * connections close for the delete, as Dexie does.
   */
  clearLikeTheBrowser(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const names = (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .filter((name) => name.startsWith('cardfolio-') && name !== 'cardfolio-device');
      for (const name of names)
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        });
      return names.sort();
    });
  }

  /** How many unsent changes the device's marker outside IndexedDB (src/db/eviction) has seen. */
  markedUnsent(): Promise<number | null> {
    return this.page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('cardfolio-device-data:'));
      const marker = key
        ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { unsentCount?: number })
        : null;
      return marker?.unsentCount ?? null;
    });
  }

  /** Before the app loads: remember each connection it opens, so the test can close them later. */
  async trackConnections(): Promise<void> {
    await this.page.addInitScript(() => {
      const opened: IDBDatabase[] = [];
      window.__testConnections = opened;
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
        const request = open.apply(this, args);
        request.addEventListener('success', () => opened.push(request.result));
        return request;
      };
    });
  }

  /** Before the app loads: count the app's requests for persistent storage (navigator.storage.persist). */
  async countPersistRequests(): Promise<void> {
    await this.page.addInitScript(() => {
      window.__testPersistRequests = 0;
      const persist = StorageManager.prototype.persist;
      StorageManager.prototype.persist = function (this: StorageManager) {
        window.__testPersistRequests = (window.__testPersistRequests ?? 0) + 1;
        return persist.call(this);
      };
    });
  }

  persistRequests(): Promise<number> {
    return this.page.evaluate(() => window.__testPersistRequests ?? 0);
  }

  /** Admin › Storage: its figures as term → value. */
  async storageFigures(): Promise<Record<string, string>> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await this.page.getByRole('tab', { name: 'Storage' }).click();
    const figures = this.page.getByTestId('device-storage');
    await expect(figures).toBeVisible();
    const terms = await figures.locator('dt').allInnerTexts();
    const values = await figures.locator('dd').allInnerTexts();
    return Object.fromEntries(terms.map((term, at) => [term, values[at]]));
  }

  /** Closes every connection the app holds to the user's database, as the browser may after a sleep. */
  closeUserConnections(): Promise<number> {
    return this.page.evaluate(() => {
      const user = (window.__testConnections ?? []).filter(
        (db) =>
          db.name.startsWith('cardfolio-') && !['cardfolio-catalogue', 'cardfolio-device'].includes(db.name),
      );
      for (const db of user) db.close();
      return user.length;
    });
  }

  /**
   * A newer version of the app in another tab: opens the user's database one schema version up and
   * closes it again. Answers whether the open went through (no tab left it blocked).
   */
  upgradeFromAnotherTab(): Promise<'upgraded' | 'blocked'> {
    return this.page.evaluate(async () => {
      const found = (await indexedDB.databases()).find(
        (db) =>
          db.name?.startsWith('cardfolio-') && !['cardfolio-catalogue', 'cardfolio-device'].includes(db.name),
      );
      if (!found?.name || !found.version) throw new Error('no user database on this device');
      const request = indexedDB.open(found.name, found.version + 10);
      return new Promise((resolve, reject) => {
        request.onblocked = () => resolve('blocked');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          request.result.close();
          resolve('upgraded');
        };
      });
    });
  }

  async expectOutdated() {
    await expect(this.outdatedNotice).toBeVisible();
  }
}
