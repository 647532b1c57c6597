import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from '../db/database';
import type { BatchKeys } from './idempotencyKeys';

/**
 * A push batch (POST /sync/push) replays several outbox entries through the ordinary routes, inside
 * ONE database transaction. While it runs, this scope tells the write path and `authenticate` that:
 * - writes go into the batch's transaction as savepoints (the per-user lock is already held), so the
 *   whole batch costs one commit and a failed entry rolls back alone;
 * - Idempotency-Keys are looked up in, and remembered by, the batch's `keys` (read in one query,
 *   written in one insert);
 * - the access token was verified once for the batch, so its replays need no second database read
 *   (PGlite has a single connection: a read outside the open transaction would wait on it forever).
 * AsyncLocalStorage keeps the scope to the batch's own call chain; no other request can see it.
 */
export interface BatchScope {
  tx: Tx;
  userId: string;
  sessionId: string;
  accessToken: string;
  keys: BatchKeys;
}

const scope = new AsyncLocalStorage<BatchScope>();

export const runInBatchScope = <T>(batch: BatchScope, run: () => Promise<T>): Promise<T> =>
  scope.run(batch, run);

export const currentBatchScope = (): BatchScope | undefined => scope.getStore();
