import { z } from 'zod';
import { RESTORE_ORDER, RestoreChunk } from '../backup/restoreChunks';
import { Collection, CollectionInput, CollectionStats, CollectionUpdate } from '../schemas/collection';
import { IdMapping } from '../schemas/sync';
import { BULK_RESTORE_BODY_LIMIT, DeletedId } from './common';
import { endpoint } from './endpoint';

const ALL = ['collections'] as const;

/** Part 1 §7's /collections routes. */
export const collectionEndpoints = {
  list: endpoint({ method: 'GET', path: '/collections', answer: z.array(Collection), touches: ALL }),
  search: endpoint({
    method: 'GET',
    path: '/collections/search',
    query: z.object({ q: z.string().trim().max(200).optional().default('') }),
    answer: z.array(Collection),
    touches: ALL,
  }),
  get: endpoint({ method: 'GET', path: '/collections/:id', answer: Collection, touches: ALL }),
  stats: endpoint({
    method: 'GET',
    path: '/collections/:id/stats',
    answer: CollectionStats,
    touches: ['collections', 'cards', 'sealedProducts'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/collections',
    body: CollectionInput,
    answer: Collection,
    touches: ALL,
  }),
  /** The user's default collection, made when there is none (first sign-in on a device). */
  ensureDefault: endpoint({
    method: 'POST',
    path: '/collections/default',
    body: CollectionInput,
    answer: Collection,
    touches: ALL,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/collections/:id',
    body: CollectionUpdate,
    partialBody: true,
    answer: Collection,
    touches: ALL,
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: '/collections/:id/set-default',
    answer: Collection,
    touches: ALL,
  }),
  /** Deletes what the collection owns too (src/domain/entities). */
  delete: endpoint({
    method: 'DELETE',
    path: '/collections/:id',
    answer: DeletedId,
    touches: ['collections', 'cards', 'sealedProducts', 'transactions', 'marketPrices'],
  }),
  /**
   * A restore (Data Management): one chunk of restored records with the device's ids, created in one
   * database transaction; answers the real id of each by the id sent (src/domain/backup/README.md).
   */
  restore: endpoint({
    method: 'POST',
    path: '/collections/restore',
    body: RestoreChunk,
    answer: z.object({ idMapping: IdMapping }),
    bodyLimit: BULK_RESTORE_BODY_LIMIT,
    touches: RESTORE_ORDER,
  }),
};
