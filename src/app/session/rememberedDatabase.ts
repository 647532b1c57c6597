import { type CardfolioDatabase, openUserDatabase, userDatabaseName } from '../../db/database';
import { STORAGE_KEYS } from '../../domain/limits';

/** The connection opened ahead for the remembered user, until the app's own is open. */
let heldAhead: { name: string; close(): void } | null = null;

/**
 * The id of the user this device will sign in at start (tokens and a remembered user), read straight
 * from local storage: this runs before the session store and its schemas are loaded.
 */
export function rememberedUserId(storage: Storage): string | null {
  if (!storage.getItem(STORAGE_KEYS.accessToken) || !storage.getItem(STORAGE_KEYS.refreshToken)) return null;
  try {
    const user = JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'string' && user.id.trim() !== '' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * Asks IndexedDB for the remembered user's database while the page's code is still being evaluated, so
 * the browser has it loaded when the app opens it after the shell's first frame (that open took
 * 80–170 ms of IndexedDB work at a cold start). A bare IndexedDB open, not Dexie's: Dexie's would run
 * its schema checks on the main thread in the middle of the shell's first render. The connection gives
 * way to any version change, so an upgrade is never held up, and never creates a database (a new one
 * is Dexie's to create, with its schema).
 */
export function loadRememberedDatabase(storage: Storage = localStorage): void {
  const userId = rememberedUserId(storage);
  if (!userId || typeof indexedDB === 'undefined') return;
  const name = userDatabaseName(userId);
  let connection: IDBDatabase | null = null;
  let released = false;
  heldAhead = {
    name,
    close() {
      released = true;
      connection?.close();
    },
  };
  const request = indexedDB.open(name);
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onerror = (event) => event.preventDefault();
  request.onsuccess = () => {
    connection = request.result;
    connection.onversionchange = () => connection?.close();
    if (released) connection.close();
  };
}

/** The signed-in user's database; the connection opened ahead goes once this one is open. */
export function userDatabase(userId: string): CardfolioDatabase {
  const db = openUserDatabase(userId);
  const ahead = heldAhead;
  heldAhead = null;
  if (ahead?.name === db.name) db.on('ready', () => ahead.close(), true);
  else ahead?.close();
  return db;
}
