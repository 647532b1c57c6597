import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../src/domain/limits';
import { PushBatch, type PushBatchResult } from '../../src/domain/schemas';
import { bearerToken } from '../auth/authenticate';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { runInBatchScope } from '../write/batchScope';
import { lockUserWrites } from '../write/writeTransaction';

const PUSH_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * `POST /sync/push`: several outbox entries in one request (sync/README.md, "Push in batches").
 * Each entry is replayed through the ordinary route — same validation, semantics, Idempotency-Key
 * and answer as if sent alone — inside one database transaction, each write a savepoint of it. The
 * batch saves a round trip, an access-token check and a commit per entry; a device coming back from
 * a day offline pushes thousands of entries.
 */
export async function pushBatchRoutes(app: FastifyInstance) {
  app.post('/sync/push', { bodyLimit: PUSH_BODY_LIMIT }, async (request) => {
    const { mutations } = parseInput(PushBatch, request.body, 'body');
    const accessToken = bearerToken(request) ?? '';
    const results: PushBatchResult['results'] = [];
    await app.db.transaction(async (tx) => {
      await lockUserWrites(tx, request.userId);
      const batch = { tx, userId: request.userId, sessionId: request.sessionId, accessToken };
      await runInBatchScope(batch, async () => {
        for (const mutation of mutations) {
          const answer = await app.inject({
            method: mutation.method,
            url: `${API_BASE_PATH}${mutation.path}`,
            headers: {
              authorization: `Bearer ${accessToken}`,
              'idempotency-key': mutation.mutationId,
              ...(mutation.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(mutation.body === undefined ? {} : { payload: JSON.stringify(mutation.body) }),
          });
          results.push({
            mutationId: mutation.mutationId,
            status: answer.statusCode,
            body: readBody(answer.body),
          });
          // Later entries may depend on this one: the client retries from here, in order.
          if (answer.statusCode >= 500 || answer.statusCode === 401) break;
        }
      });
    });
    return ok({ results });
  });
}

function readBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
