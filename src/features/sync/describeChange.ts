import type { OutboxEntry } from '../../db/outbox/types';
import type { SyncEntity } from '../../domain/schemas';

const NOUNS: Record<SyncEntity, string> = {
  collections: 'collection',
  cards: 'card',
  sealedDefinitions: 'product definition',
  sealedProducts: 'sealed product',
  transactions: 'transaction',
  marketPrices: 'market price',
  locations: 'location',
  wants: 'want',
  alerts: 'price alert',
};
const VERBS = { create: 'Add', update: 'Change', delete: 'Remove' } as const;

/** A parked change in words a collector recognises: `Add card "Lightning Bolt"`. */
export function describeChange(entry: Pick<OutboxEntry, 'records' | 'body' | 'path'>): string {
  const [{ op, entity }] = entry.records;
  const body = entry.body as { name?: unknown } | null;
  const name = typeof body?.name === 'string' && body.name.trim() !== '' ? ` "${body.name}"` : '';
  if (entry.path.endsWith('/set-default')) return `Make collection the default`;
  return `${VERBS[op]} ${NOUNS[entity]}${name}`;
}
