import { z } from 'zod';
import { CreatedShare, Share, ShareInput } from '../sharing/schema';
import { DeletedId } from './common';
import { endpoint } from './endpoint';

/**
 * Issue 26's /shares routes: read-only links to a collection, a location or the want list. Online
 * only: they are not outbox records and touch no synced table.
 */
export const shareEndpoints = {
  list: endpoint({ method: 'GET', path: '/shares', answer: z.array(Share) }),
  create: endpoint({ method: 'POST', path: '/shares', body: ShareInput, answer: CreatedShare }),
  revoke: endpoint({ method: 'DELETE', path: '/shares/:id', answer: DeletedId }),
};
