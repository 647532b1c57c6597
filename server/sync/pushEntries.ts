import type { FastifyBaseLogger } from 'fastify';
import { findEndpoint } from '../../src/domain/api';
import { API_BASE_PATH } from '../../src/domain/limits';
import type { PushBatchResult, PushedMutation } from '../../src/domain/schemas';
import type { Tx } from '../db/database';
import { answerForError } from '../errors/statusError';
import { type BatchCall, type BatchForm, bodyLimitOf, type WriteHandler } from '../handlers/handler';
import { parseEndpointInput } from '../handlers/input';
import { fail, ok } from '../http/envelope';
import { requestHash } from '../http/write';
import { handlerOf } from '../routes/dataHandlers';
import type { BatchKeys } from '../write/idempotencyKeys';
import { IDEMPOTENCY_MISMATCH } from '../write/writeTransaction';

export type EntryAnswer = PushBatchResult['results'][number];

/** An entry whose input and key let its handler run. */
interface Ready extends BatchCall {
  slot: number;
  mutationId: string;
  requestHash: string;
  handler: WriteHandler;
}

/**
 * The entries of one push batch, answered in order inside the batch's transaction, each exactly as
 * its call sent alone would be, in the route adapter's order of checks: the path (404), the body size
 * (413), the input (400; the push's own JSON parser already refused NUL characters anywhere), the
 * Idempotency-Key (a repeat answers the stored answer, a changed request 422), then the handler —
 * each in a savepoint, so a refused entry rolls back alone and stores no key. Consecutive entries
 * whose handlers share a batch form (the card creates and merges) wait and go through it as one list.
 */
export class PushEntries {
  private readonly answers: Array<EntryAnswer | undefined> = [];
  private waiting: Ready[] = [];
  private waitingForm: BatchForm | undefined;

  constructor(
    private readonly tx: Tx,
    private readonly userId: string,
    private readonly keys: BatchKeys,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The answers in order, up to and including the first that stops the batch (a fault). */
  async answer(mutations: PushedMutation[]): Promise<EntryAnswer[]> {
    for (const mutation of mutations) {
      const slot = this.answers.length;
      this.answers.push(undefined);
      // A key already waiting must find the first use's answer, so that use runs first.
      if (this.waiting.some((entry) => entry.mutationId === mutation.mutationId)) await this.flush();
      const ready = this.check(mutation, slot);
      if (!ready) continue;
      const form = ready.handler.batch;
      if (form) {
        if (form !== this.waitingForm) await this.flush();
        this.waitingForm = form;
        this.waiting.push(ready);
        continue;
      }
      await this.flush();
      // Later entries may depend on this one: the client retries from here, in order.
      if ((await this.runAlone(ready)) >= 500) break;
    }
    await this.flush();
    return this.answers.filter((answer) => answer !== undefined);
  }

  /** The entry's handler and input, or undefined once its answer is decided without running it. */
  private check(mutation: PushedMutation, slot: number): Ready | undefined {
    const refuse = (status: number, body: unknown) => {
      this.answers[slot] = { mutationId: mutation.mutationId, status, body };
      return undefined;
    };
    const found = hasDotSegment(mutation.path) ? undefined : findEndpoint(mutation.method, mutation.path);
    const handler = found && handlerOf(found.endpoint);
    if (!found || handler?.kind !== 'write') return refuse(404, fail('Not found'));
    const sentBytes = mutation.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(mutation.body));
    if (sentBytes > bodyLimitOf(found.endpoint)) return refuse(413, fail('Request body is too large'));
    let input: BatchCall['input'];
    try {
      input = parseEndpointInput(found.endpoint, { params: found.params, query: {}, body: mutation.body });
      handler.refuse?.(mutation.body);
    } catch (refused) {
      const { statusCode, body } = answerForError(refused);
      return refuse(statusCode, body);
    }
    const hash = requestHash(mutation.method, `${API_BASE_PATH}${mutation.path}`, mutation.body);
    const stored = this.keys.find(mutation.mutationId);
    if (stored && stored.requestHash !== hash) return refuse(422, fail(IDEMPOTENCY_MISMATCH));
    if (stored) return refuse(stored.statusCode, stored.body);
    return {
      slot,
      mutationId: mutation.mutationId,
      requestHash: hash,
      handler,
      endpoint: found.endpoint,
      input,
    };
  }

  /** Runs one entry's handler in a savepoint; answers its status. */
  private async runAlone(entry: Ready): Promise<number> {
    try {
      const answer = await this.tx.transaction((savepoint) =>
        entry.handler.run(savepoint, this.userId, entry.input),
      );
      this.succeed(entry, answer.status, ok(answer.data));
      return answer.status;
    } catch (refused) {
      return this.refuse(entry, refused);
    }
  }

  /** Runs the waiting entries through their shared batch form and answers every one of them. */
  private async flush(): Promise<void> {
    const run = this.waiting;
    const form = this.waitingForm;
    this.waiting = [];
    this.waitingForm = undefined;
    if (!form || run.length === 0) return;
    const outcomes = await form.run(this.tx, this.userId, run);
    for (const [index, outcome] of outcomes.entries()) {
      if ('refused' in outcome) this.refuse(run[index], outcome.refused);
      else this.succeed(run[index], outcome.status, ok(outcome.data));
    }
  }

  private succeed(entry: Ready, status: number, body: unknown) {
    this.keys.remember(entry.mutationId, { requestHash: entry.requestHash, statusCode: status, body });
    this.answers[entry.slot] = { mutationId: entry.mutationId, status, body };
  }

  private refuse(entry: Ready, refused: unknown): number {
    const { statusCode, body, fault } = answerForError(refused);
    if (fault) this.log.error({ err: refused }, 'push entry failed');
    this.answers[entry.slot] = { mutationId: entry.mutationId, status: statusCode, body };
    return statusCode;
  }
}

/** `.` and `..` segments: the router resolves them away, so such a path names no endpoint. */
const hasDotSegment = (path: string) =>
  path.split('/').some((segment) => segment === '.' || segment === '..');
