import type { CardDefinition } from '../../domain/schemas';
import { makeDefinition } from '../../domain/testing/factories';
import type { CardfolioDatabase } from '../database';

/** A printing as the card database client hands it over (Lightning Bolt from Magic 2010 by default). */
export function boltDefinition(overrides: Partial<CardDefinition> = {}): CardDefinition {
  return makeDefinition('Lightning Bolt', {
    id: 'def-bolt-m10',
    set: 'Magic 2010',
    setCode: 'm10',
    color: 'red',
    type: 'Instant',
    manaCost: '{R}',
    imageUrl: 'https://cards.example/bolt.jpg',
    tcgplayer_id: 33333,
    ...overrides,
  });
}

/** A collection the server already has (a real id), put straight into the device's table. */
export async function syncedCollection(db: CardfolioDatabase, id = 'c1'): Promise<string> {
  const now = '2026-11-21T10:00:00.000Z';
  await db.collections.put({
    id,
    name: 'Binder',
    description: '',
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** The outbox with what tells entries apart in tests. */
export async function outboxEntries(db: CardfolioDatabase) {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.map(({ method, path, records, body }) => {
    const [{ op, id: recordId }] = records;
    return { method, path, op, recordId, body };
  });
}
