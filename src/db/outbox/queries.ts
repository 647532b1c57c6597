import Dexie from 'dexie';
import type { CardfolioDatabase } from '../database';
import { rowsNaming } from '../rowsNaming';
import type { OutboxEntry } from './types';

export interface OutboxStatus {
  /** Changes waiting for the server, in flight included, parked ones not. */
  pendingCount: number;
  /** Entries the server refused (parked), oldest first, with its message in `lastError`. */
  failed: OutboxEntry[];
}

export async function readOutboxStatus(db: CardfolioDatabase): Promise<OutboxStatus> {
  const [total, failed] = await Promise.all([
    db.outbox.count(),
    db.outbox.where('state').equals('failed').sortBy('seq'),
  ]);
  return { pendingCount: total - failed.length, failed };
}

/** The outbox's multi-entry indexes of ids (src/db/outbox/types.ts). */
export type OutboxIdIndex = 'recordIds' | 'namedTempIds';

/**
 * The entries whose multi-entry `index` (or any of `index`) holds any of `ids`, each once: an exact
 * lookup per id (anyOf on a multi-entry index costs with the outbox's size in some engines), or the
 * outbox read once when the ids outnumber its entries (`rowsNaming`). Stays inside the caller's
 * transaction.
 */
export function entriesNaming(
  db: CardfolioDatabase,
  index: OutboxIdIndex | readonly OutboxIdIndex[],
  ids: readonly string[],
): PromiseLike<OutboxEntry[]> {
  const indexes: readonly OutboxIdIndex[] = typeof index === 'string' ? [index] : index;
  return rowsNaming(
    db.outbox,
    new Set(ids),
    (wanted) =>
      Dexie.Promise.all(
        indexes.flatMap((name) => wanted.map((id) => db.outbox.where(name).equals(id).toArray())),
      ).then((found) => [...new Map(found.flat().map((entry) => [entry.seq, entry])).values()]),
    (entry, wanted) => indexes.some((name) => (entry[name] ?? []).some((id) => wanted.has(id))),
  );
}

/**
 * Every entry that mentions one of `tempIds` anywhere (path, body, change set, parents): its own
 * records are indexed in `recordIds`, the temp ids it names beyond them in `namedTempIds` (schema v6).
 */
export function entriesMentioning(
  db: CardfolioDatabase,
  tempIds: readonly string[],
): PromiseLike<OutboxEntry[]> {
  return entriesNaming(db, ['recordIds', 'namedTempIds'], tempIds);
}
