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
  'locations',
  'wants',
  'alerts',
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

/** How many outbox entries one `POST /sync/push` may carry. */
export const PUSH_BATCH_MAX = 100;

/**
 * How many records the entries of one push batch may touch in all (a transaction writes itself and
 * each card it changes): the server's work grows with the records, and a batch must be answered well
 * inside the client's 10 s timeout. An entry that alone exceeds it goes alone.
 */
export const PUSH_BATCH_RECORDS = 200;

/** Only data routes may be replayed in a batch; accounts and sync itself are not. */
const DATA_ROUTE =
  /^\/(collections|cards|sealed-products|market-prices|transactions|finance|locations|wants|alerts)(\/[A-Za-z0-9._~-]+)*$/;

/**
 * One outbox entry inside a push batch: the spec's REST call it stands for, and its Idempotency-Key.
 * The server answers it exactly as it would answer that call sent alone.
 */
export const PushedMutation = z.object({
  mutationId: z.string().min(1).max(200),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: z.string().max(500).regex(DATA_ROUTE, 'must be a data route such as /collections/{id}'),
  body: z.unknown().optional(),
});
export type PushedMutation = z.infer<typeof PushedMutation>;

export const PushBatch = z.object({ mutations: z.array(PushedMutation).min(1).max(PUSH_BATCH_MAX) });
export type PushBatch = z.infer<typeof PushBatch>;

/**
 * The answers, in order. Processing stops after the first 5xx or 401 (the client retries from there),
 * so there may be fewer answers than mutations; those without one were not applied.
 */
export const PushBatchResult = z.object({
  results: z.array(z.object({ mutationId: z.string(), status: z.number().int(), body: z.unknown() })),
});
export type PushBatchResult = z.infer<typeof PushBatchResult>;
