import type { FastifyError, FastifyInstance } from 'fastify';
import { answerForError, StatusError } from '../errors/statusError';

/** Every error answers the envelope. Only real faults are 500 and logged; their text stays private. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body, fault } = answerForError(error);
    if (fault) request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send(body);
  });
}

/**
 * JSON bodies with Fastify's safe parser, except that an empty body counts as no body: clients send
 * `Content-Type: application/json` on a body-less DELETE, and that must not be a 400.
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body as string, (error, value) => {
      if (error) {
        (error as FastifyError).statusCode = 400;
        error.message = 'Request body is not valid JSON';
        return done(error, undefined);
      }
      const nul = pathToNul(value);
      if (nul !== undefined)
        return done(new StatusError(400, `${nul || 'body'}: must not contain NUL characters`));
      done(null, value);
    });
  });
}

/**
 * PostgreSQL text cannot hold U+0000, so a body carrying one would fail deep in a query. Finds the
 * first string (or key) holding one and answers its path ('' for the root), else undefined.
 */
export function pathToNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = pathToNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
