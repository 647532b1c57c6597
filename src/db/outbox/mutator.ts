import Dexie from 'dexie';
import type { SyncEntity } from '../../domain/schemas';
import { withReconnect } from '../connection/reconnect';
import type { CardfolioDatabase } from '../database';

/** Tables a use case may write besides the outbox: every synced one, the printings cache, meta. */
export type WritableTable = SyncEntity | 'cardDefinitions' | 'meta';

export interface Mutation {
  db: CardfolioDatabase;
  /** One timestamp for every row and entry the use case writes. */
  now: string;
}

/**
 * A use case's transaction (DESIGN.md, One commit): `work` reads the records its plan needs and
 * stores the plan with `commit` (src/db/commit.ts), in a Dexie rw transaction over `tables` plus the
 * outbox and idMap, so what it read cannot change before its rows and outbox entries are stored, together or
 * not at all. `work` must await only Dexie calls; anything else (fetch, timers) would end the
 * transaction. A connection the browser closed under it is reopened and the whole use case runs once
 * more (src/db/connection/reconnect.ts); inside another transaction, that one's caller does.
 */
export function mutator<T>(
  db: CardfolioDatabase,
  tables: readonly WritableTable[],
  work: (mutation: Mutation) => Promise<T>,
): Promise<T> {
  // idMap is read, never written: a temp id is resolved in the same transaction as the rows (currentRecordId).
  const scope = [...new Set<string>([...tables, 'outbox', 'idMap'])];
  const run = () =>
    db.transaction('rw', scope, () => {
      const now = new Date().toISOString();
      return work({ db, now });
    });
  return Dexie.currentTransaction ? run() : withReconnect(db, run);
}
