import type { FastifyInstance } from 'fastify';
import type { Handler } from '../handlers/handler';
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
    handler: async (request, reply) => {
      const input = parseEndpointInput(endpoint, request);
      if (handler.kind === 'read') {
        const answer = await handler.run(app.db, request.userId, input);
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
