import { z } from 'zod';
import { Want, WantInput, WantUpdate } from '../wants/schema';
import { DeletedId } from './common';
import { endpoint } from './endpoint';

const ALL = ['wants'] as const;

/** Issue 26's /wants routes: the want list, across collections or per collection. */
export const wantEndpoints = {
  list: endpoint({ method: 'GET', path: '/wants', answer: z.array(Want), touches: ALL }),
  get: endpoint({ method: 'GET', path: '/wants/:id', answer: Want, touches: ALL }),
  create: endpoint({ method: 'POST', path: '/wants', body: WantInput, answer: Want, touches: ALL }),
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
