import type { CardfolioDatabase } from '../database';
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
