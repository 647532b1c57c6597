import { fail } from '../http/envelope';

/**
 * A refusal that carries the status it answers and a message the user may read. Handlers, the write
 * path and the HTTP adapters all throw and read this one class; it knows nothing of HTTP itself.
 */
export class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

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

/** The shape of a framework error that carries its own status (Fastify's body-limit and media-type errors). */
interface StatusCarrying {
  statusCode?: number;
  code?: string;
  message?: string;
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
  if (error instanceof StatusError) return answer(error.statusCode, error.message);
  const mapped = PG_CLIENT_ERRORS[postgresCode(error) ?? ''];
  if (mapped) return answer(mapped[0], mapped[1]);
  const { statusCode: status = 500, code, message } = (error ?? {}) as StatusCarrying;
  if (status >= 500) return answer(500, 'Internal server error', true);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(413, 'Request body is too large');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return answer(415, 'Send the request body as application/json');
  return answer(status, message ?? 'Bad request');
}
