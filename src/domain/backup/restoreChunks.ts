import { z } from 'zod';
import { Card } from '../schemas/card';
import { Collection } from '../schemas/collection';
import { MarketPrice } from '../schemas/marketPrice';
import { SealedDefinition, SealedProduct } from '../schemas/sealed';
import { PUSH_BATCH_RECORDS } from '../schemas/sync';
import { Transaction } from '../schemas/transaction';
import type { RestoreKind, RestoreRows } from './planRestore';

const MAX_CHUNK_RECORDS = 100_000;

/**
 * `POST /collections/restore`: restored records as the API shapes them, each with the id the device
 * gave it (temp) or a real one (a record it lands in, or one an earlier chunk created). The server
 * creates every record with a temp id, re-keys every reference and answers `idMapping`.
 */
export const RestoreChunk = z.object({
  collections: z.array(Collection).max(MAX_CHUNK_RECORDS).default([]),
  sealedDefinitions: z.array(SealedDefinition).max(MAX_CHUNK_RECORDS).default([]),
  cards: z.array(Card).max(MAX_CHUNK_RECORDS).default([]),
  sealedProducts: z.array(SealedProduct).max(MAX_CHUNK_RECORDS).default([]),
  transactions: z.array(Transaction).max(MAX_CHUNK_RECORDS).default([]),
  marketPrices: z.array(MarketPrice).max(MAX_CHUNK_RECORDS).default([]),
});
export type RestoreChunk = z.output<typeof RestoreChunk>;

/** Parents first: a chunk names only records of its own or of earlier chunks. */
export const RESTORE_ORDER: readonly RestoreKind[] = [
  'collections',
  'sealedDefinitions',
  'cards',
  'sealedProducts',
  'transactions',
  'marketPrices',
];

/** A transaction costs the server a row per line as well (sync/README.md counts records the same way). */
const weightOf = (kind: RestoreKind, row: RestoreRows[RestoreKind][number]) =>
  kind === 'transactions' ? 1 + (row as Transaction).items.length : 1;

const emptyChunk = (): RestoreChunk => ({
  collections: [],
  sealedDefinitions: [],
  cards: [],
  sealedProducts: [],
  transactions: [],
  marketPrices: [],
});

/**
 * The restore's calls: records in parent-first order, cut so each call writes at most
 * PUSH_BATCH_RECORDS (a push batch holds one, answered well inside the client's timeout).
 */
export function restoreChunks(rows: RestoreRows, budget = PUSH_BATCH_RECORDS): RestoreChunk[] {
  const chunks: RestoreChunk[] = [];
  let chunk = emptyChunk();
  let used = 0;
  for (const kind of RESTORE_ORDER) {
    for (const row of rows[kind]) {
      const weight = weightOf(kind, row);
      if (used > 0 && used + weight > budget) {
        chunks.push(chunk);
        chunk = emptyChunk();
        used = 0;
      }
      (chunk[kind] as unknown[]).push(row);
      used += weight;
    }
  }
  if (used > 0) chunks.push(chunk);
  return chunks;
}
