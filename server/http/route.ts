import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../src/domain/api';
import { parseInput, parsePartialBody } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request's params, query and body, parsed with its endpoint's schemas. */
export interface EndpointInput<E extends Endpoint> {
  params: z.output<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Parses params, then query, then body with the endpoint's schemas; bad input answers 400 naming the
 * field (validate.ts). A partial body (PUT) keeps only the fields sent.
 */
export function parseEndpointInput<E extends Endpoint>(
  endpoint: E,
  request: FastifyRequest,
): EndpointInput<E> {
  const params = parseInput(endpoint.params, request.params, 'params');
  const query = endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined;
  const sent = endpoint.optionalBody ? (request.body ?? {}) : request.body;
  const body = !endpoint.body
    ? undefined
    : endpoint.partialBody
      ? parsePartialBody(endpoint.body, sent)
      : parseInput(endpoint.body, sent, 'body');
  return { params, query, body } as EndpointInput<E>;
}

/** Registers the endpoint's route (method, path, body limit) with its input parsed before `handler` runs. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    handler: (request, reply) => handler(parseEndpointInput(endpoint, request), request, reply),
  });
}
