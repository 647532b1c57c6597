import { type CardfolioDatabase, openUserDatabase, userDatabaseName } from '../../db/database';
import { STORAGE_KEYS } from '../../domain/limits';

let openedEarly: CardfolioDatabase | null = null;

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
 * Asks IndexedDB for the database at once, without Dexie, whose open waits for the end of the running
 * script: the browser loads the database while the page's code is still evaluated. The connection is
 * held until Dexie's own is open, gives way to any version change (an upgrade is never blocked by it)
 * and never creates a database (a new one is Dexie's to create, with its schema).
 */
function loadAhead(name: string, dexieOpened: Promise<unknown>): void {
  const request = indexedDB.open(name);
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onerror = (event) => event.preventDefault();
  request.onsuccess = () => {
    const connection = request.result;
    connection.onversionchange = () => connection.close();
    dexieOpened.finally(() => connection.close());
  };
}

/**
 * Starts opening the remembered user's database while the rest of the app's code is still being
 * evaluated and the shell drawn: at a cold start the open began only after the shell's first frame and
 * its success waited behind the shell's work. A failed open is not lost: the first read opens again and
 * shows the error where it always did.
 */
export function openRememberedDatabase(storage: Storage = localStorage): void {
  const userId = rememberedUserId(storage);
  if (!userId || typeof indexedDB === 'undefined') return;
  openedEarly = openUserDatabase(userId);
  const opened = openedEarly.open().catch(() => undefined);
  loadAhead(openedEarly.name, opened);
}

/** The signed-in user's database: the one opened early when it is theirs and still open, else a new one. */
export function userDatabase(userId: string): CardfolioDatabase {
  const early = openedEarly;
  if (early && early.name === userDatabaseName(userId) && !early.hasBeenClosed()) return early;
  // Another user signed in, or the early one was closed at a sign-out: it has no further use.
  early?.close();
  openedEarly = null;
  return openUserDatabase(userId);
}
