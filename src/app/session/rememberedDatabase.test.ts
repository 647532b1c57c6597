// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type CardfolioDatabase, userDatabaseName } from '../../db/database';
import { STORAGE_KEYS } from '../../domain/limits';
import { openRememberedDatabase, rememberedUserId, userDatabase } from './rememberedDatabase';

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

describe('userDatabase', () => {
  it('hands the signed-in user the database opened for them at start, already open', async () => {
    const userId = `early-${crypto.randomUUID()}`;
    remember(userId);
    openRememberedDatabase();
    const db = userDatabase(userId);
    used.push(db);
    expect(db.name).toBe(userDatabaseName(userId));
    expect(userDatabase(userId)).toBe(db);
    await db.open();
    expect(db.isOpen()).toBe(true);
  });

  it('opens a new database for another user, and after a sign-out closed the early one', async () => {
    const remembered = `early-${crypto.randomUUID()}`;
    remember(remembered);
    openRememberedDatabase();
    const early = userDatabase(remembered);
    used.push(early);
    await early.open();
    early.close();
    const again = userDatabase(remembered);
    used.push(again);
    expect(again).not.toBe(early);
    const other = userDatabase(`other-${crypto.randomUUID()}`);
    used.push(other);
    expect(other.name).not.toBe(again.name);
    await other.open();
    expect(other.isOpen()).toBe(true);
  });

  it('never holds up an upgrade of an older database', async () => {
    const userId = `older-${crypto.randomUUID()}`;
    await olderDatabase(userDatabaseName(userId));
    remember(userId);
    openRememberedDatabase();
    const db = userDatabase(userId);
    used.push(db);
    await db.open();
    expect(db.tables.map((table) => table.name)).toContain('cards');
    await expect(db.cards.count()).resolves.toBe(0);
  });
});
