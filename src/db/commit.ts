import Dexie from 'dexie';
import type { ChangeSet } from '../domain/changeSet';
import { SYNC_ENTITIES } from '../domain/schemas';
import { withReconnect } from './connection/reconnect';
import type { CardfolioDatabase } from './database';
import { enqueue } from './outbox/enqueue';
import type { OutboxCall } from './outbox/types';
import { applyRowWrites } from './sync/applyRowWrites';

/**
 * What a commit outside a use case's transaction locks: every table a change set may write, and every
 * synced table, since coalescing a delete may drop the unsent records that depend on it.
 */
const COMMIT_TABLES = [...SYNC_ENTITIES, 'cardDefinitions', 'outbox'];

/**
 * The device's one write (DESIGN.md, One commit): stores the change set's rows and appends the call
 * that tells the server, listing the change set's records, in one Dexie transaction; `call` is null
 * for rows the server never hears of (the printings cache). Inside a use case's transaction (mutator)
 * it joins that one, whose tables must cover the writes (the use case's transaction is retried as a
 * whole, src/db/connection/reconnect.ts); otherwise it opens its own.
 */
export function commit(
  db: CardfolioDatabase,
  changes: ChangeSet,
  call: OutboxCall | null,
  now: string = new Date().toISOString(),
): Promise<void> {
  const work = async () => {
    await applyRowWrites(db, changes.writes);
    if (call && changes.records.length > 0) await enqueue(db, { ...call, records: changes.records }, now);
  };
  // A nested Dexie transaction (not a bare call) keeps Dexie's zone across the awaits of `work`.
  const joined = Dexie.currentTransaction;
  if (joined) return db.transaction('rw', joined.storeNames, work);
  // Its own transaction: all or nothing, so a write the lost connection aborted can run once more.
  return withReconnect(db, () => db.transaction('rw', COMMIT_TABLES, work));
}
