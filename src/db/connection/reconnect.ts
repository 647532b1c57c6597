import type Dexie from 'dexie';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';
import { DatabaseOutdatedError, isOutdated } from './outdated';

/** A write failed twice on a connection the browser closed: nothing was stored. */
export class ConnectionLostError extends Error {
  override readonly name = 'ConnectionLostError';
  constructor(readonly reason: unknown) {
    super(DEVICE_DATABASE_TEXTS.connectionLost);
  }
}

const CLOSED_NAMES = new Set(['DatabaseClosedError', 'InvalidStateError']);
/** What a transaction dies of when the browser closes its connection under it. */
const ABORTED_NAMES = new Set(['AbortError', 'UnknownError']);

function names(error: unknown): string[] {
  const found: string[] = [];
  for (let current = error; current instanceof Error && found.length < 4; ) {
    found.push(current.name);
    current = (current as { inner?: unknown }).inner ?? current.cause;
  }
  return found;
}

/**
 * Whether `error` means the connection is gone (issue 30, The database connection): Dexie's closed
 * database, IndexedDB's InvalidStateError on a closed connection, or an aborted transaction while the
 * database no longer counts as open (the browser closed it: Dexie saw the connection's `close` event).
 * A database the app closed on purpose (sign-out) is not lost: Dexie marks it closed for good.
 */
export function isLostConnection(db: Dexie, error: unknown): boolean {
  if (db.hasBeenClosed()) return false;
  const found = names(error);
  if (found.some((name) => CLOSED_NAMES.has(name))) return true;
  return !db.isOpen() && found.some((name) => ABORTED_NAMES.has(name));
}

/**
 * Runs one write, whole (a Dexie transaction: all of it is stored or none). If the connection was lost
 * under it, the database is opened again and the write runs once more; a second loss is reported as
 * not saved. An outdated database (upgraded in another tab) refuses every write.
 */
export async function withReconnect<T>(db: Dexie, write: () => Promise<T>): Promise<T> {
  if (isOutdated(db)) throw new DatabaseOutdatedError();
  try {
    return await write();
  } catch (error) {
    if (isOutdated(db)) throw new DatabaseOutdatedError();
    if (!isLostConnection(db, error)) throw error;
  }
  try {
    if (!db.isOpen()) await db.open();
    return await write();
  } catch (error) {
    if (isOutdated(db)) throw new DatabaseOutdatedError();
    throw isLostConnection(db, error) ? new ConnectionLostError(error) : error;
  }
}
