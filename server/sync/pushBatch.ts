import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { BatchKeys } from '../write/idempotencyKeys';
import { lockUserWrites } from '../write/writeTransaction';
import { PushEntries } from './pushEntries';

/**
 * `POST /sync/push`: several outbox entries in one request (sync/README.md, "Push in batches").
 * Each entry gets the answer — same validation, semantics, Idempotency-Key — its call would get
 * sent alone: the batch calls the entry's handler, the same function its route adapter calls, inside
 * one database transaction (pushEntries.ts). The batch saves a round trip, an access-token check and
 * a commit per entry; a device coming back from a day offline pushes thousands of entries. It reads
 * all its Idempotency-Keys in one query and writes the new ones in one insert.
 */
export async function pushBatchRoutes(app: FastifyInstance) {
  route(app, API.sync.push, async ({ body: { mutations } }, request) => {
    const { userId } = request;
    const results = await app.db.transaction(async (tx) => {
      await lockUserWrites(tx, userId);
      const keys = await BatchKeys.load(
        tx,
        userId,
        mutations.map((mutation) => mutation.mutationId),
      );
      const answers = await new PushEntries(tx, userId, keys, request.log).answer(mutations);
      await keys.store(tx);
      return answers;
    });
    return ok({ results });
  });
}
