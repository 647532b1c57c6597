import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertSession, readSessionState } from '../auth/sessionCheck';
import type { Handler, SessionGuard } from '../handlers/handler';
import { parseEndpointInput } from '../handlers/input';
import { ok } from './envelope';
import { sendWrite } from './write';

/**
 * The route adapter of a handler: registers its endpoint (method, path, body limit), parses the input
 * (400 naming the field), and calls the handler for the signed-in user — a write inside
 * `writeTransaction` with the request's Idempotency-Key (http/write.ts), a read on the database.
 */
export function serve(app: FastifyInstance, handler: Handler) {
  const { endpoint } = handler;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    config: { foldsSessionCheck: handler.kind === 'read' && handler.foldsSessionCheck === true },
    handler: async (request, reply) => {
      const input = await parsedInput(handler, request);
      if (handler.kind === 'read') {
        const guard = sessionGuard(request);
        const answer = await handler.run(app.db, request.userId, input, guard).catch(async (refused) => {
          await guard?.checkedAtLeastOnce();
          throw refused;
        });
        await guard?.checkedAtLeastOnce();
        return reply.status(answer.status).send(ok(answer.data));
      }
      handler.refuse?.(request.body);
      return sendWrite(request, reply, async (tx) => {
        const answer = await handler.run(tx, request.userId, input);
        return { statusCode: answer.status, body: ok(answer.data) };
      });
    },
  });
}

/**
 * The route's check of the user when the handler's query brings the state (none: the hook checked).
 * A handler that answered or failed without checking gets the check query after all.
 */
function sessionGuard(request: FastifyRequest) {
  const { claims } = request;
  if (!claims) return undefined;
  let checked = false;
  return {
    check(state) {
      checked = true;
      assertSession(claims, state);
    },
    async checkedAtLeastOnce() {
      if (!checked) this.check(await readSessionState(request.server.db, claims.userId));
    },
  } satisfies SessionGuard & { checkedAtLeastOnce(): Promise<void> };
}

/** A signed-out user's request answers 401 before its input is judged, whether checked by the hook or not. */
async function parsedInput(handler: Handler, request: FastifyRequest) {
  try {
    return parseEndpointInput(handler.endpoint, request);
  } catch (refused) {
    const { claims } = request;
    if (claims) assertSession(claims, await readSessionState(request.server.db, claims.userId));
    throw refused;
  }
}
