import type { z } from 'zod';
import type { Endpoint } from '../../src/domain/api';
import { parseInput, parsePartialBody } from '../http/validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A call's params, query and body, parsed with its endpoint's schemas. */
export interface EndpointInput<E extends Endpoint> {
  params: z.output<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A call as sent: a request's parts, or a push batch entry's. */
export interface SentCall {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Parses params, then query, then body with the endpoint's schemas; bad input answers 400 naming the
 * field (http/validate.ts). A partial body (PUT) keeps only the fields sent.
 */
export function parseEndpointInput<E extends Endpoint>(endpoint: E, sent: SentCall): EndpointInput<E> {
  const params = parseInput(endpoint.params, sent.params, 'params');
  const query = endpoint.query ? parseInput(endpoint.query, sent.query, 'query') : undefined;
  const body = endpoint.optionalBody ? (sent.body ?? {}) : sent.body;
  const parsedBody = !endpoint.body
    ? undefined
    : endpoint.partialBody
      ? parsePartialBody(endpoint.body, body)
      : parseInput(endpoint.body, body, 'body');
  return { params, query, body: parsedBody } as EndpointInput<E>;
}
