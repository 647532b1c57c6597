import { ChangesPage, ChangesQuery, PushBatch, PushBatchResult, SYNC_ENTITIES } from '../schemas/sync';
import { BULK_RESTORE_BODY_LIMIT } from './common';
import { endpoint } from './endpoint';

/**
 * A day offline is thousands of entries; 100 of them may carry bulk bodies, and one entry alone may
 * be a 20,000-line import (6–10 MB): as much as `POST /transactions/unified` takes sent alone.
 */
const PUSH_BODY_LIMIT = BULK_RESTORE_BODY_LIMIT;

/** The pull and push halves of sync (DESIGN.md, Sync protocol). */
export const syncEndpoints = {
  changes: endpoint({
    method: 'GET',
    path: '/sync/changes',
    query: ChangesQuery,
    answer: ChangesPage,
    touches: SYNC_ENTITIES,
  }),
  /** Several outbox entries in one request, each answered as its call sent alone (sync/README.md). */
  push: endpoint({
    method: 'POST',
    path: '/sync/push',
    body: PushBatch,
    answer: PushBatchResult,
    bodyLimit: PUSH_BODY_LIMIT,
    touches: SYNC_ENTITIES,
  }),
};
