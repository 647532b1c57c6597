import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, HttpError } from './envelope';

/** PostgreSQL error codes a bad request can still reach; they answer 4xx, never 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists.'],
  '23503': [409, 'This record is still referenced by other records.'],
  '22P02': [400, 'A value has the wrong format.'],
  '22001': [400, 'A value is too long.'],
  '22003': [400, 'A number is out of range.'],
  '22021': [400, 'Text must not contain NUL characters.'],
  '22P05': [400, 'Text must not contain NUL characters.'],
};

function postgresCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** What an error answers. `fault` marks a real fault: a 500 whose text stays private and is logged. */
export function answerForError(error: unknown): {
  statusCode: number;
  body: ReturnType<typeof fail>;
  fault: boolean;
} {
  const answer = (statusCode: number, message: string, fault = false) => ({
    statusCode,
    body: fail(message),
    fault,
  });
  if (error instanceof HttpError) return answer(error.statusCode, error.message);
  const mapped = PG_CLIENT_ERRORS[postgresCode(error) ?? ''];
  if (mapped) return answer(mapped[0], mapped[1]);
  const { statusCode: status = 500, code, message } = error as Partial<FastifyError>;
  if (status >= 500) return answer(500, 'Internal server error', true);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(413, 'Request body is too large');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return answer(415, 'Send the request body as application/json');
  return answer(status, message ?? 'Bad request');
}

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
        return done(new HttpError(400, `${nul || 'body'}: must not contain NUL characters`));
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
