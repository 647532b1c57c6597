import { backoffDelay } from './backoff';
import { type CallOutcome, classifyResponse } from './classifyResponse';
import type { QueueEntry, SyncStore, SyncTransport, TransportAnswer } from './ports';
import { substituteTempIds, substituteTempIdsInPath, unresolvedTempIds } from './tempIds';

export type PushResult =
  | { kind: 'drained'; sent: number }
  /** The head entry must wait (order kept): nothing else is sent before it. */
  | { kind: 'backoff'; sent: number; until: number; reason: string; offline: boolean }
  | { kind: 'signed-out'; sent: number };

export interface PushOptions {
  now: () => number;
  random: () => number;
}

export const ORPHAN_MESSAGE = 'This change refers to a record that was never saved on the server.';

function toOutcome(answer: TransportAnswer): CallOutcome {
  const body = answer.ok
    ? { success: true, data: answer.data }
    : answer.message === null
      ? null
      : { success: false, error: { message: answer.message } };
  return { kind: 'response', status: answer.status, body, retryAfterMs: answer.retryAfterMs };
}

/**
 * True when the entry needs a record whose create is neither queued (FIFO would have sent it first)
 * nor answered, i.e. it was discarded. A create may carry temp ids in its body that are not its
 * parents: those are records the same call creates (a purchase creating cards), answered in its
 * `idMapping`.
 */
function namesMissingRecord(entry: QueueEntry, known: Record<string, string>): boolean {
  const missing = unresolvedTempIds(
    entry.path,
    entry.op === 'create' ? (entry.parentIds ?? []) : entry.body,
    known,
  );
  return missing.length > 0;
}

/**
 * Sends the outbox in order (DESIGN.md, Push) until it is empty, the head must back off, or the
 * session ends. Each call carries the entry's mutationId as Idempotency-Key and has every temp id
 * replaced from idMap first. Runs under the caller's lock: one flush at a time.
 */
export async function pushOutbox(
  store: SyncStore,
  transport: SyncTransport,
  options: PushOptions,
): Promise<PushResult> {
  let sent = 0;
  for (;;) {
    const head = await store.nextEntry();
    if (!head) return { kind: 'drained', sent };
    if (head.nextAttemptAt !== undefined && head.nextAttemptAt > options.now()) {
      return { kind: 'backoff', sent, until: head.nextAttemptAt, reason: 'waiting to retry', offline: false };
    }
    const known = await store.resolveTempIds(head.tempRefs);
    if (namesMissingRecord(head, known)) {
      await store.park(head.seq, ORPHAN_MESSAGE);
      continue;
    }
    const entry = await store.beginAttempt(head.seq);
    if (!entry) continue;
    const body = substituteTempIds(entry.body, known);
    let outcome: CallOutcome;
    try {
      const answer = await transport.send(entry.method, substituteTempIdsInPath(entry.path, known), {
        ...(body === null || body === undefined ? {} : { body }),
        idempotencyKey: entry.mutationId,
      });
      outcome = toOutcome(answer);
    } catch (error) {
      outcome = { kind: 'network-error', message: error instanceof Error ? error.message : 'network error' };
    }
    sent++;
    // The transport already refreshed the token once on a 401 (see SyncTransport).
    const verdict = classifyResponse(outcome, { op: entry.op, refreshed: true });
    switch (verdict.action) {
      case 'done':
        await store.completeEntry(entry, verdict.data, verdict.gone);
        break;
      case 'park':
        await store.park(entry.seq, verdict.message);
        break;
      case 'retry': {
        const wait = Math.max(
          backoffDelay(entry.attempts, { random: options.random }),
          verdict.retryAfterMs ?? 0,
        );
        const until = options.now() + wait;
        await store.retryLater(entry.seq, until, verdict.reason);
        return {
          kind: 'backoff',
          sent,
          until,
          reason: verdict.reason,
          offline: outcome.kind === 'network-error',
        };
      }
      case 'refresh':
      case 'signed-out':
        await store.releaseEntry(entry.seq);
        return { kind: 'signed-out', sent };
    }
  }
}
