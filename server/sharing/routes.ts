import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { createShare, revokeShare } from './mutations';
import { listShares } from './queries';

const { shares } = API;

/**
 * The owner's /shares routes. A route module, not data handlers: a push batch never reaches them
 * (shares are online only), and a create is not kept under an Idempotency-Key, whose stored answer
 * would hold the token in clear (a retry makes a second link; the first can be revoked).
 */
export async function shareRoutes(app: FastifyInstance) {
  route(app, shares.list, async (_input, request) => ok(await listShares(app.db, request.userId)));
  route(app, shares.create, async ({ body }, request, reply) =>
    reply.status(201).send(ok(await createShare(app.db, request.userId, body))),
  );
  route(app, shares.revoke, async ({ params }, request) =>
    ok(await revokeShare(app.db, request.userId, params.id)),
  );
}
