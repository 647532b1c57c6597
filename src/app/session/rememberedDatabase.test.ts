// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type CardfolioDatabase, userDatabaseName } from '../../db/database';
import { STORAGE_KEYS } from '../../domain/limits';
import { loadRememberedDatabase, rememberedUserId, userDatabase } from './rememberedDatabase';

const used: CardfolioDatabase[] = [];
afterEach(async () => {
  localStorage.clear();
  for (const db of used.splice(0)) await db.delete();
});

function remember(userId: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: userId, username: 'Collector' }));
}

/** A database at the app's first schema only, as an older version of the app left it. */
function olderDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => request.result.createObjectStore('meta', { keyPath: 'key' });
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('rememberedUserId', () => {
  it('is the remembered user while the device holds their tokens', () => {
    remember('u-1');
    expect(rememberedUserId(localStorage)).toBe('u-1');
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    expect(rememberedUserId(localStorage)).toBeNull();
  });

  it('is null for a missing, unreadable or id-less remembered user', () => {
    remember('u-1');
    localStorage.removeItem(STORAGE_KEYS.user);
    expect(rememberedUserId(localStorage)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(rememberedUserId(localStorage)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: ' ' }));
    expect(rememberedUserId(localStorage)).toBeNull();
  });
});

/** Whether a database of this name exists (without creating it). */
async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === name);
}

describe('userDatabase', () => {
  it("opens the remembered user's database, loaded ahead, and lets it be deleted afterwards", async () => {
    const userId = `ahead-${crypto.randomUUID()}`;
    const seeded = userDatabase(userId);
    await seeded.cards.count();
    seeded.close();
    remember(userId);
    loadRememberedDatabase();
    const db = userDatabase(userId);
    await expect(db.cards.count()).resolves.toBe(0);
    used.push(db);
  });

  it('never creates a database by loading ahead', async () => {
    const userId = `new-${crypto.randomUUID()}`;
    remember(userId);
    loadRememberedDatabase();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exists(userDatabaseName(userId))).toBe(false);
    const other = userDatabase(`other-${crypto.randomUUID()}`);
    used.push(other);
    await expect(other.cards.count()).resolves.toBe(0);
  });

  it('never holds up an upgrade of an older database', async () => {
    const userId = `older-${crypto.randomUUID()}`;
    await olderDatabase(userDatabaseName(userId));
    remember(userId);
    loadRememberedDatabase();
    const db = userDatabase(userId);
    used.push(db);
    await db.open();
    expect(db.tables.map((table) => table.name)).toContain('cards');
    await expect(db.cards.count()).resolves.toBe(0);
  });
});
