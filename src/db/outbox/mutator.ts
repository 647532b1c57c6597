import type { CardfolioDatabase } from '../database';
import { enqueue } from './enqueue';
import type { OutboxDraft } from './types';

/** Tables a use case may write besides the outbox. */
export type WritableTable =
  | 'collections'
  | 'cards'
  | 'cardDefinitions'
  | 'sealedDefinitions'
  | 'sealedProducts'
  | 'transactions'
  | 'marketPrices'
  | 'meta';

export interface Mutation {
  db: CardfolioDatabase;
  /** One timestamp for every row and entry the use case writes. */
  now: string;
  /** Queues the REST call that tells the server about this change (coalesced with unsent ones). */
  enqueue(draft: OutboxDraft): Promise<void>;
}

/**
 * The one write path (DESIGN.md, principle 2): runs `work` in a Dexie rw transaction over `tables`
 * plus the outbox, so a use case's rows and its outbox entries are stored together or not at all.
 * `work` must await only Dexie calls; anything else (fetch, timers) would end the transaction.
 */
export function mutator<T>(
  db: CardfolioDatabase,
  tables: readonly WritableTable[],
  work: (mutation: Mutation) => Promise<T>,
): Promise<T> {
  const scope = [...new Set<string>([...tables, 'outbox'])];
  return db.transaction('rw', scope, () => {
    const now = new Date().toISOString();
    return work({ db, now, enqueue: (draft) => enqueue(db, draft, now) });
  });
}
