import { z } from 'zod';

/**
 * The synced entities. The names are the client's Dexie table names and the `entity` field of the
 * change feed, so a pulled change goes to the table of the same name.
 */
export const SYNC_ENTITIES = [
  'collections',
  'cards',
  'sealedDefinitions',
  'sealedProducts',
  'transactions',
  'marketPrices',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

export const ChangesQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

/** One entry of `GET /sync/changes`: the row as the API answers it, or a tombstone (`data: null`). */
export const Change = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: z.string(),
  revision: z.number().int(),
  deleted: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type Change = z.infer<typeof Change>;

export const ChangesPage = z.object({
  changes: z.array(Change),
  /** Pass as `since` for the next page; it only moves forward. */
  cursor: z.number().int(),
  hasMore: z.boolean(),
});
export type ChangesPage = z.infer<typeof ChangesPage>;

/** A create that makes several records answers each real id by the temp id the client sent. */
export const IdMapping = z.record(z.string(), z.string());
