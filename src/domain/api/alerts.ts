import { z } from 'zod';
import { Alert, AlertInput, AlertUpdate } from '../alerts/schema';
import { DeletedId } from './common';
import { endpoint } from './endpoint';

const ALL = ['alerts'] as const;

/** Issue 26's /alerts routes: price alerts on a printing or a want; firing is the server's to write. */
export const alertEndpoints = {
  list: endpoint({ method: 'GET', path: '/alerts', answer: z.array(Alert), touches: ALL }),
  get: endpoint({ method: 'GET', path: '/alerts/:id', answer: Alert, touches: ALL }),
  create: endpoint({ method: 'POST', path: '/alerts', body: AlertInput, answer: Alert, touches: ALL }),
  update: endpoint({
    method: 'PUT',
    path: '/alerts/:id',
    body: AlertUpdate,
    partialBody: true,
    answer: Alert,
    touches: ALL,
  }),
  delete: endpoint({ method: 'DELETE', path: '/alerts/:id', answer: DeletedId, touches: ALL }),
};
