import { z } from 'zod';
import { IdMapping } from '../schemas/sync';
import { Want, WantBatch, WantInput, WantUpdate } from '../wants/schema';
import { DeletedId } from './common';
import { endpoint } from './endpoint';

const ALL = ['wants'] as const;

/** Issue 26's /wants routes: the want list, across collections or per collection. */
export const wantEndpoints = {
  list: endpoint({ method: 'GET', path: '/wants', answer: z.array(Want), touches: ALL }),
  get: endpoint({ method: 'GET', path: '/wants/:id', answer: Want, touches: ALL }),
  create: endpoint({ method: 'POST', path: '/wants', body: WantInput, answer: Want, touches: ALL }),
  /** Several wants in one call (one use case, one outbox entry); answers the real id of each temp id. */
  createMany: endpoint({
    method: 'POST',
    path: '/wants/batch',
    body: WantBatch,
    answer: z.object({ idMapping: IdMapping }),
    touches: ALL,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/wants/:id',
    body: WantUpdate,
    partialBody: true,
    answer: Want,
    touches: ALL,
  }),
  delete: endpoint({ method: 'DELETE', path: '/wants/:id', answer: DeletedId, touches: ALL }),
};
