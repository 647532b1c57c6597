import { API } from '../src/domain/api';
import {
  PUSH_BATCH_MAX,
  PUSH_BATCH_RECORDS,
  PushBatchResult,
  type PushedMutation,
} from '../src/domain/schemas/sync';
import { substituteTempIds, substituteTempIdsInPath, unresolvedTempIds } from '../src/domain/sync/tempIds';
import { backoffDelay } from './backoff';
import { type CallOutcome, classifyResponse, type PushVerdict } from './classifyResponse';
import type { CompletedEntry, QueueEntry, SyncStore, SyncTransport, TransportAnswer } from './ports';

export type PushResult =
  | { kind: 'drained'; sent: number }
  /** The head entry must wait (order kept): nothing else is sent before it. */
  | { kind: 'backoff'; sent: number; until: number; reason: string; offline: boolean }
  | { kind: 'signed-out'; sent: number };

export interface PushOptions {
  now: () => number;
  random: () => number;
  /** Entries per request (tests lower it). */
  batchSize?: number;
}

export const ORPHAN_MESSAGE = 'This change refers to a record that was never saved on the server.';

/** Past this many bytes of JSON a batch is sent as it is; one entry alone may be larger. */
const BATCH_BYTES = 512 * 1024;

/**
 * The temp ids an entry needs resolved before it can go: every one its path and body send, except the
 * records the call itself creates (a purchase names the ids it gives its transaction and cards; they
 * come back in its `idMapping`). Parents are not sent: a DELETE whose parent vanished unsent still goes.
 */
const missingRecords = (entry: QueueEntry, known: Record<string, string>) => {
  const created = new Set(entry.records.filter((r) => r.op === 'create').map((r) => r.id));
  return unresolvedTempIds(entry.path, entry.body, known).filter((id) => !created.has(id));
};

/**
 * The batch to send from the ready entries: in order, stopping before an entry that names a record
 * not answered yet (created earlier in this same batch: its real id comes with this batch's answer).
 * A head entry naming a record that is neither answered nor queued before it names a discarded
 * record: it is parked (`orphan`).
 */
function takeBatch(ready: QueueEntry[], known: Record<string, string>, now: number) {
  const batch: QueueEntry[] = [];
  let bytes = 0;
  let records = 0;
  for (const entry of ready) {
    if (entry.nextAttemptAt !== undefined && entry.nextAttemptAt > now) break;
    if (missingRecords(entry, known).length > 0) {
      if (batch.length === 0) return { batch, orphan: entry };
      break;
    }
    bytes += JSON.stringify(entry.body ?? null).length + entry.path.length;
    records += entry.records.length;
    if (batch.length > 0 && (bytes > BATCH_BYTES || records > PUSH_BATCH_RECORDS)) break;
    batch.push(entry);
  }
  return { batch, orphan: null };
}

function toMutation(entry: QueueEntry, known: Record<string, string>): PushedMutation {
  const body = substituteTempIds(entry.body, known);
  return {
    mutationId: entry.mutationId,
    method: entry.method,
    path: substituteTempIdsInPath(entry.path, known),
    ...(body === null || body === undefined ? {} : { body }),
  };
}

const toOutcome = (answer: TransportAnswer): CallOutcome => ({
  kind: 'response',
  status: answer.status,
  body: answer.ok
    ? { success: true, data: answer.data }
    : answer.message === null
      ? null
      : { success: false, error: { message: answer.message } },
  ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
});

/** A refusal of the batch as a whole, not of its entries (too large, an entry the batch cannot carry). */
const batchRefused = (answer: TransportAnswer) =>
  answer.status >= 400 && answer.status < 500 && ![401, 408, 429].includes(answer.status);

/**
 * Sends the entries and answers one outcome per entry; `undefined` where the server stopped before it
 * (not applied). A batch refused as a whole falls back to the head entry sent alone as its own REST
 * call, so its own answer decides and the queue always moves on.
 */
async function sendBatch(
  transport: SyncTransport,
  inflight: QueueEntry[],
  known: Record<string, string>,
): Promise<(CallOutcome | undefined)[]> {
  const mutations = inflight.map((entry) => toMutation(entry, known));
  const answer = await transport.send(API.sync.push.method, API.sync.push.path, { body: { mutations } });
  if (batchRefused(answer)) {
    const [{ method, path, body, mutationId }] = mutations;
    return [
      toOutcome(
        await transport.send(method, path, {
          ...(body === undefined ? {} : { body }),
          idempotencyKey: mutationId,
        }),
      ),
    ];
  }
  const results = answer.ok ? PushBatchResult.safeParse(answer.data) : null;
  if (!results?.success) {
    const whole = toOutcome(
      answer.ok ? { ...answer, status: 502, ok: false, message: 'Unreadable push answer' } : answer,
    );
    return inflight.map(() => whole);
  }
  return inflight.map((entry, index) => {
    const result = results.data.results[index];
    if (!result || result.mutationId !== entry.mutationId) return undefined;
    return { kind: 'response', status: result.status, body: result.body };
  });
}

/**
 * Sends the outbox in order (DESIGN.md, Push) until it is empty, the head must back off, or the
 * session ends. Entries go in batches through `POST /sync/push` (sync/README.md): each carries its
 * mutationId as Idempotency-Key and has every temp id replaced from idMap first, and each answer is
 * handled as the answer to that entry alone. Runs under the caller's lock: one flush at a time.
 */
export async function pushOutbox(
  store: SyncStore,
  transport: SyncTransport,
  options: PushOptions,
): Promise<PushResult> {
  const batchSize = options.batchSize ?? PUSH_BATCH_MAX;
  let sent = 0;
  for (;;) {
    const ready = await store.readyEntries(batchSize);
    if (ready.length === 0) return { kind: 'drained', sent };
    const head = ready[0];
    if (head.nextAttemptAt !== undefined && head.nextAttemptAt > options.now()) {
      return { kind: 'backoff', sent, until: head.nextAttemptAt, reason: 'waiting to retry', offline: false };
    }
    const known = await store.resolveTempIds([...new Set(ready.flatMap((entry) => entry.tempRefs))]);
    const { batch, orphan } = takeBatch(ready, known, options.now());
    if (orphan) {
      await store.park(orphan.seq, ORPHAN_MESSAGE);
      continue;
    }
    const inflight = await store.beginAttempts(batch.map((entry) => entry.seq));
    if (inflight.length === 0) continue;
    let outcomes: (CallOutcome | undefined)[];
    try {
      outcomes = await sendBatch(transport, inflight, known);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'network error';
      outcomes = inflight.map(() => ({ kind: 'network-error', message }));
    }
    sent += inflight.length;
    const stop = await settle(store, inflight, outcomes, options);
    if (stop) return { ...stop, sent };
  }
}

type Stop = Omit<Extract<PushResult, { kind: 'backoff' }>, 'sent'> | { kind: 'signed-out' };

/**
 * Applies the answers in order: answered entries complete together in one commit, refused ones are
 * parked; the first that must be retried stops the loop and everything after it goes back to pending.
 */
async function settle(
  store: SyncStore,
  inflight: QueueEntry[],
  outcomes: (CallOutcome | undefined)[],
  options: PushOptions,
): Promise<Stop | null> {
  const completed: CompletedEntry[] = [];
  let stop: Stop | null = null;
  let index = 0;
  for (; index < inflight.length && !stop; index++) {
    const entry = inflight[index];
    const outcome = outcomes[index];
    if (!outcome) break;
    // The transport already refreshed the token once on a 401 (see SyncTransport).
    const verdict: PushVerdict = classifyResponse(outcome, {
      op: entry.records[0].op,
      entity: entry.records[0].entity,
      refreshed: true,
    });
    if (verdict.action === 'done') completed.push({ entry, data: verdict.data, gone: verdict.gone });
    else if (verdict.action === 'park') await store.park(entry.seq, verdict.message);
    else if (verdict.action === 'retry') {
      const wait = Math.max(
        backoffDelay(entry.attempts, { random: options.random }),
        verdict.retryAfterMs ?? 0,
      );
      const until = options.now() + wait;
      await store.retryLater(entry.seq, until, verdict.reason);
      stop = { kind: 'backoff', until, reason: verdict.reason, offline: outcome.kind === 'network-error' };
    } else {
      await store.releaseEntries([entry.seq]);
      stop = { kind: 'signed-out' };
    }
  }
  await store.completeEntries(completed);
  await store.releaseEntries(inflight.slice(index).map((entry) => entry.seq));
  return stop;
}
