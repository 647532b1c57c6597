import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../src/domain/api';
import { type EndpointInput, parseEndpointInput } from '../handlers/input';

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Registers an endpoint whose answer needs the request itself (sign-in, tokens, the catalogue's
 * compressed answer), with its input parsed before `handler` runs. Data endpoints are handlers
 * served by `serve` (serve.ts) instead.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    handler: (request, reply) => handler(parseEndpointInput(endpoint, request), request, reply),
  });
}
