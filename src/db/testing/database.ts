import { CardfolioDatabase } from '../database';
import type { OutboxEntry } from '../outbox/types';

/** A fresh, uniquely named database for one test (fake-indexeddb keeps databases for the whole file). */
export function freshDatabase(): CardfolioDatabase {
  return new CardfolioDatabase(`test-${crypto.randomUUID()}`);
}

/** The outbox in push order, without the fields that differ per run. */
export async function outboxCalls(
  db: CardfolioDatabase,
): Promise<Pick<OutboxEntry, 'method' | 'path' | 'body'>[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.map(({ method, path, body }) => ({ method, path, body }));
}
