import { z } from 'zod';
import { Location } from '../locations/schema';
import { Card } from '../schemas/card';
import { Collection } from '../schemas/collection';
import { MarketPrice } from '../schemas/marketPrice';
import { SealedDefinition, SealedProduct } from '../schemas/sealed';
import { PUSH_BATCH_RECORDS } from '../schemas/sync';
import { Transaction } from '../schemas/transaction';
import { Want } from '../wants/schema';
import { emptyRestoreRows, type RestoreKind, type RestoreRows } from './planRestore';

const MAX_CHUNK_RECORDS = 100_000;

/**
 * `POST /collections/restore`: restored records as the API shapes them, each with the id the device
 * gave it (temp) or a real one (a record it lands in, or one an earlier chunk created). The server
 * creates every record with a temp id, re-keys every reference and answers `idMapping`.
 */
export const RestoreChunk = z.object({
  collections: z.array(Collection).max(MAX_CHUNK_RECORDS).default([]),
  sealedDefinitions: z.array(SealedDefinition).max(MAX_CHUNK_RECORDS).default([]),
  locations: z.array(Location).max(MAX_CHUNK_RECORDS).default([]),
  cards: z.array(Card).max(MAX_CHUNK_RECORDS).default([]),
  sealedProducts: z.array(SealedProduct).max(MAX_CHUNK_RECORDS).default([]),
  transactions: z.array(Transaction).max(MAX_CHUNK_RECORDS).default([]),
  marketPrices: z.array(MarketPrice).max(MAX_CHUNK_RECORDS).default([]),
  wants: z.array(Want).max(MAX_CHUNK_RECORDS).default([]),
});
export type RestoreChunk = z.output<typeof RestoreChunk>;

/**
 * The kinds in the order the server writes them within a chunk: parents first (a collection, a
 * definition and a location must exist before what they hold, so they come before everything in the
 * first chunks).
 */
export const RESTORE_ORDER: readonly RestoreKind[] = [
  'collections',
  'sealedDefinitions',
  'locations',
  'cards',
  'sealedProducts',
  'transactions',
  'marketPrices',
  'wants',
];

/** A transaction costs the server a row per line as well (sync/README.md counts records the same way). */
const weightOf = (kind: RestoreKind, row: RestoreRows[RestoreKind][number]) =>
  kind === 'transactions' ? 1 + (row as Transaction).items.length : 1;

interface Placed {
  kind: RestoreKind;
  row: RestoreRows[RestoreKind][number];
}

/** Every string anywhere in a value: a transaction names its records in lines and ledgers. */
function eachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, visit);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) eachString(item, visit);
}

/**
 * The records in the order they are cut into chunks: collections, definitions and locations, then each
 * transaction right after the cards and sealed products it names that are not placed yet (a purchase
 * after what it bought), then the records no transaction names, then market prices. Records that name
 * each other thus mostly share a chunk: a reference to another chunk costs the device an outbox index
 * entry (and the re-keying of that chunk when the other is answered), and a reference to a later one
 * makes the earlier chunk list the record too (src/db/backup/restoreDrafts.ts). Wants name only a
 * collection, so they come last with the prices.
 */
function clusters(rows: RestoreRows): Placed[][] {
  const groups: Placed[][] = [];
  for (const kind of ['collections', 'sealedDefinitions', 'locations'] as const)
    for (const row of rows[kind]) groups.push([{ kind, row }]);
  const unplaced = new Map<string, Placed>();
  for (const kind of ['cards', 'sealedProducts'] as const)
    for (const row of rows[kind]) unplaced.set(row.id, { kind, row });
  for (const transaction of rows.transactions) {
    const group: Placed[] = [];
    eachString(transaction, (text) => {
      const record = unplaced.get(text);
      if (!record) return;
      unplaced.delete(text);
      group.push(record);
    });
    group.push({ kind: 'transactions', row: transaction });
    groups.push(group);
  }
  for (const record of unplaced.values()) groups.push([record]);
  for (const kind of ['marketPrices', 'wants'] as const)
    for (const row of rows[kind]) groups.push([{ kind, row }]);
  return groups;
}

/**
 * The restore's calls: every record once, cut so each call writes at most PUSH_BATCH_RECORDS (a push
 * batch holds one, answered well inside the client's timeout), a transaction and the records it names
 * kept in one call when they fit in one.
 */
export function restoreChunks(rows: RestoreRows, budget = PUSH_BATCH_RECORDS): RestoreChunk[] {
  const chunks: RestoreChunk[] = [];
  let chunk = emptyRestoreRows();
  let used = 0;
  const cut = () => {
    chunks.push(chunk);
    chunk = emptyRestoreRows();
    used = 0;
  };
  for (const group of clusters(rows)) {
    const groupWeight = group.reduce((sum, { kind, row }) => sum + weightOf(kind, row), 0);
    if (used > 0 && used + groupWeight > budget) cut();
    for (const { kind, row } of group) {
      const weight = weightOf(kind, row);
      if (used > 0 && used + weight > budget) cut();
      (chunk[kind] as unknown[]).push(row);
      used += weight;
    }
  }
  if (used > 0) chunks.push(chunk);
  return chunks;
}
