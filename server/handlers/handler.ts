import type { Endpoint } from '../../src/domain/api';
import type { SessionState } from '../auth/sessionCheck';
import type { Db, Tx } from '../db/database';
import type { EndpointInput } from './input';

/** What a handler answers: the status and the envelope's `data`. Refusals are thrown `StatusError`s. */
export interface Answer {
  status: number;
  data: unknown;
}

export const done = (data: unknown): Answer => ({ status: 200, data });
export const created = (data: unknown): Answer => ({ status: 201, data });

/** One call of a batch form: which endpoint, with its parsed input. */
export interface BatchCall {
  endpoint: Endpoint;
  input: EndpointInput<Endpoint>;
}

/** A batch call's outcome: its answer, or what refused it (that call alone). */
export type BatchOutcome = Answer | { refused: unknown };

/**
 * A handler's batch form: the same rules over a list of calls, set-based. The single call runs it over
 * a list of one, so there is never a second copy of the rules. Handlers sharing one batch form (the
 * card creates and add-to-collection) may mix in one list; it answers in the list's order.
 */
export interface BatchForm {
  run(tx: Tx, userId: string, calls: BatchCall[]): Promise<BatchOutcome[]>;
}

/**
 * One endpoint's handler: a plain function of the user and the parsed input, with no knowledge of
 * HTTP (DESIGN.md, "One handler per endpoint"). A route adapter (http/serve.ts) and the push batch
 * (sync/pushEntries.ts) call the same handler.
 */
export type Handler = ReadHandler | WriteHandler;

export interface ReadHandler {
  kind: 'read';
  endpoint: Endpoint;
  /** Its query reads the user's session state and hands it to the guard: no check query before it. */
  foldsSessionCheck?: boolean;
  run(db: Db, userId: string, input: EndpointInput<Endpoint>, guard?: SessionGuard): Promise<Answer>;
}

/**
 * The signed-in user's check, run on the session state a read's own query brought
 * (auth/sessionCheck.ts: `sessionStateColumns`); throws the 401 before the handler decides anything else.
 */
export interface SessionGuard {
  check(state: SessionState | undefined): void;
}

export interface WriteHandler {
  kind: 'write';
  endpoint: Endpoint;
  /** Refusals read from the body as sent, checked with the input's parsing (before any key lookup). */
  refuse?: (sentBody: unknown) => void;
  /** Runs inside the write transaction: the per-user lock is held and the Idempotency-Key handled. */
  run(tx: Tx, userId: string, input: EndpointInput<Endpoint>): Promise<Answer>;
  batch?: BatchForm;
}

type Run<D, E extends Endpoint, R> = (db: D, userId: string, input: EndpointInput<E>) => Promise<R>;

/** A read answering 200 with what `run` finds. */
export function reads<E extends Endpoint>(endpoint: E, run: Run<Db, E, unknown>): ReadHandler {
  return {
    kind: 'read',
    endpoint,
    run: async (db, userId, input) => done(await run(db, userId, input as EndpointInput<E>)),
  };
}

/** A read whose query also brings the user's session state, for `guard` (its route skips the check query). */
export function readsCheckingSession<E extends Endpoint>(
  endpoint: E,
  run: (db: Db, userId: string, input: EndpointInput<E>, guard: SessionGuard) => Promise<unknown>,
): ReadHandler {
  return {
    kind: 'read',
    endpoint,
    foldsSessionCheck: true,
    run: async (db, userId, input, guard = { check: () => {} }) =>
      done(await run(db, userId, input as EndpointInput<E>, guard)),
  };
}

/** A write; `run` answers its status with the data. */
export function writes<E extends Endpoint>(
  endpoint: E,
  run: Run<Tx, E, Answer>,
  options: { refuse?: (sentBody: unknown) => void } = {},
): WriteHandler {
  return { kind: 'write', endpoint, run: run as WriteHandler['run'], ...options };
}

/** A write whose single call is its batch form over a list of one. */
export function writesInBatches(endpoint: Endpoint, batch: BatchForm): WriteHandler {
  return {
    kind: 'write',
    endpoint,
    batch,
    run: async (tx, userId, input) => {
      const [outcome] = await batch.run(tx, userId, [{ endpoint, input }]);
      if ('refused' in outcome) throw outcome.refused;
      return outcome;
    },
  };
}

/** Fastify's default body limit, which the server keeps (app.ts); an endpoint may declare more. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const bodyLimitOf = (endpoint: Endpoint) => endpoint.bodyLimit ?? DEFAULT_BODY_LIMIT;
