import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/database';
import { StatusError } from '../errors/statusError';
import { type WriteResult, writeTransaction } from '../write/writeTransaction';

const MAX_KEY_LENGTH = 200;

/** The Idempotency-Key header, if sent (DESIGN.md, Push: the outbox sends the mutation's uuid). */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw new StatusError(400, `Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  return key;
}

/** Method, URL and body: what makes a repeat "the same request". */
export function hashRequest(request: FastifyRequest): string {
  return requestHash(request.method, request.url, request.body);
}

/** `hashRequest` from the parts, for a push batch that answers an entry without a request object. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a route's effect through `writeTransaction` for the signed-in user and sends its answer.
 * Every mutating route of an authenticated area answers through this.
 */
export async function sendWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<WriteResult>,
): Promise<FastifyReply> {
  const outcome = await writeTransaction(
    request.server.db,
    {
      userId: request.userId,
      idempotencyKey: readIdempotencyKey(request),
      requestHash: hashRequest(request),
    },
    effect,
  );
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.statusCode).send(outcome.body);
}
