import { NOT_FOUND_TEXTS } from '../src/domain/entities/notFound';
import { ErrorEnvelope, type SyncEntity } from '../src/domain/schemas';

export type MutationOp = 'create' | 'update' | 'delete';

/** What came back from one push call. */
export type CallOutcome =
  | { kind: 'network-error'; message?: string }
  | { kind: 'response'; status: number; body: unknown; retryAfterMs?: number };

export type PushVerdict =
  /**
   * The server has the change (or, for a 404 about the record itself on update/delete, the record
   * is gone: delete wins).
   */
  | { action: 'done'; data: unknown; gone: boolean }
  /** Transient: try the same call again later, order kept. */
  | { action: 'retry'; reason: string; retryAfterMs?: number }
  /** First 401 of this call: refresh the token once, then send it again. */
  | { action: 'refresh' }
  /** 401 again after a refresh: sync pauses until the user signs in; the outbox is kept. */
  | { action: 'signed-out' }
  /** Refused for good: parked with the server's message until the user retries or discards it. */
  | { action: 'park'; message: string };

const RETRY_STATUSES = new Set([408, 429]);

/** The server's message from an error envelope, else a plain fallback naming the status. */
export function serverMessage(status: number, body: unknown): string {
  const parsed = ErrorEnvelope.safeParse(body);
  if (parsed.success && parsed.data.error.message.trim() !== '') return parsed.data.error.message;
  return `The server refused this change (HTTP ${status})`;
}

function successData(body: unknown): unknown {
  if (
    body !== null &&
    typeof body === 'object' &&
    'success' in body &&
    body.success === true &&
    'data' in body
  ) {
    return body.data;
  }
  return body;
}

/** DESIGN.md, Failures: what the push loop does with the answer to one outbox entry. */
export function classifyResponse(
  outcome: CallOutcome,
  context: { op: MutationOp; entity: SyncEntity; refreshed: boolean },
): PushVerdict {
  if (outcome.kind === 'network-error')
    return { action: 'retry', reason: outcome.message ?? 'network error' };
  const { status, body } = outcome;
  if (status >= 200 && status < 300) return { action: 'done', data: successData(body), gone: false };
  if (status === 401) return context.refreshed ? { action: 'signed-out' } : { action: 'refresh' };
  if (RETRY_STATUSES.has(status) || status >= 500) {
    return {
      action: 'retry',
      reason: `HTTP ${status}`,
      ...(outcome.retryAfterMs !== undefined ? { retryAfterMs: outcome.retryAfterMs } : {}),
    };
  }
  // Only a 404 about the call's own record says it is gone; one about a record the call names (the
  // binder a card is filed into, deleted on another device) refuses the change and keeps the record.
  const goneItself = status === 404 && serverMessage(status, body) === NOT_FOUND_TEXTS[context.entity];
  if (goneItself && context.op !== 'create') return { action: 'done', data: null, gone: true };
  if (status >= 400 && status < 500) return { action: 'park', message: serverMessage(status, body) };
  // 1xx/3xx never reach fetch's caller for a JSON API; treat as transient rather than lose the entry.
  return { action: 'retry', reason: `unexpected HTTP ${status}` };
}
