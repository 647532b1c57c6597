import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { API_BASE_PATH } from '../../src/domain/limits';
import type { PushedMutation } from '../../src/domain/schemas';
import { bearerToken } from '../auth/authenticate';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { type BatchScope, runInBatchScope } from '../write/batchScope';
import { BatchKeys } from '../write/idempotencyKeys';
import { lockUserWrites } from '../write/writeTransaction';
import { CardRun, type EntryAnswer, isCardRunEntry } from './cardRun';

/**
 * `POST /sync/push`: several outbox entries in one request (sync/README.md, "Push in batches").
 * Each entry gets the answer — same validation, semantics, Idempotency-Key — its call would get
 * sent alone, and all of them run inside one database transaction, each write a savepoint of it.
 * The batch saves a round trip, an access-token check and a commit per entry; a device coming back
 * from a day offline pushes thousands of entries. It reads all its Idempotency-Keys in one query and
 * writes the new ones in one insert, and answers runs of card entries (creates and add-to-collection)
 * with a few queries and one insert (`CardRun`); every other entry is replayed through its route.
 */
export async function pushBatchRoutes(app: FastifyInstance) {
  route(app, API.sync.push, async ({ body: { mutations } }, request) => {
    const { userId, sessionId } = request;
    const accessToken = bearerToken(request) ?? '';
    const results = await app.db.transaction(async (tx) => {
      await lockUserWrites(tx, userId);
      const keys = await BatchKeys.load(
        tx,
        userId,
        mutations.map((mutation) => mutation.mutationId),
      );
      const batch: BatchScope = { tx, userId, sessionId, accessToken, keys };
      const answers = await runInBatchScope(batch, () => answerEntries(app, batch, mutations));
      await keys.store(tx);
      return answers;
    });
    return ok({ results });
  });
}

/** The answers in order, up to and including the first that stops the batch. */
async function answerEntries(
  app: FastifyInstance,
  batch: BatchScope,
  mutations: PushedMutation[],
): Promise<EntryAnswer[]> {
  const answers: Array<EntryAnswer | undefined> = [];
  const cardRun = new CardRun(batch, answers);
  for (const mutation of mutations) {
    const slot = answers.length;
    answers.push(undefined);
    if (isCardRunEntry(mutation)) {
      if (cardRun.isWaiting(mutation.mutationId)) await cardRun.flush();
      cardRun.add(mutation, slot);
      continue;
    }
    await cardRun.flush();
    const answer = await replayThroughRoute(app, batch.accessToken, mutation);
    answers[slot] = answer;
    // Later entries may depend on this one: the client retries from here, in order.
    if (answer.status >= 500 || answer.status === 401) break;
  }
  await cardRun.flush();
  return answers as EntryAnswer[];
}

async function replayThroughRoute(
  app: FastifyInstance,
  accessToken: string,
  mutation: PushedMutation,
): Promise<EntryAnswer> {
  const answer = await app.inject({
    method: mutation.method,
    url: `${API_BASE_PATH}${mutation.path}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'idempotency-key': mutation.mutationId,
      ...(mutation.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(mutation.body === undefined ? {} : { payload: JSON.stringify(mutation.body) }),
  });
  return { mutationId: mutation.mutationId, status: answer.statusCode, body: readBody(answer.body) };
}

function readBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
