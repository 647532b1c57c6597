/**
 * The server's side of a big import (issue 16): one purchase of 5,000 and of MAX_TRANSACTION_LINES
 * (20,000) card lines, as the device sends it, on an in-memory PGlite. Prints where the time goes —
 * the body's zod parse, the ledger's plan, the database write, the answer's JSON — and the whole call,
 * through `POST /transactions/unified` and through `POST /sync/push` (the device's path), beside the
 * import-write goal of 5 s. Asserts nothing. Run with `npm run bench ledgerServer`.
 */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../server/db/database';
import { registerUser, type TestUser } from '../../server/testing/apiClient';
import { createCollection } from '../../server/testing/cardFixtures';
import { startTestServer } from '../../server/testing/startTestServer';
import { importedPurchase } from '../../server/testing/transactionFixtures';
import { createTransaction } from '../../server/transactions/mutations';
import { API } from '../../src/domain/api';
import { MAX_TRANSACTION_LINES } from '../../src/domain/limits';
import { UnifiedTransactionInput } from '../../src/domain/schemas';
import { planTransaction } from '../../src/domain/transactions';
import { printMachineLoad } from './measure';

const WRITE_GOAL_MS = 5000;
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

async function time<T>(run: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

/** Rolls back the write it measures: the next size starts from the same empty collection. */
class Rollback extends Error {}

async function phases(server: Awaited<ReturnType<typeof startTestServer>>, user: TestUser, lines: number) {
  const collection = await createCollection(user);
  const body = importedPurchase(collection.id, lines);
  const text = JSON.stringify(body);
  const [input, parseMs] = await time(() => UnifiedTransactionInput.parse(JSON.parse(text)));
  let counter = 0;
  const [change, planMs] = await time(() =>
    planTransaction(
      input,
      { cards: new Map(), sealedProducts: new Map(), sealedDefinitions: new Map(), locations: new Set() },
      () => `id-${counter++}`,
      new Date().toISOString(),
    ),
  );
  let writeMs = 0;
  let answerMs = 0;
  await server.database.db
    .transaction(async (tx: Tx) => {
      const [answer, took] = await time(() => createTransaction(tx, user.user.id, input));
      writeMs = took;
      answerMs = (await time(() => JSON.stringify(answer)))[1];
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  console.log(
    `${String(lines).padStart(6)} lines (${(text.length / 1024 / 1024).toFixed(1)} MB body, ${change.records.length} records): ` +
      `zod parse ${ms(parseMs)}, plan ${ms(planMs)}, createTransaction (plan + write) ${ms(writeMs)}, answer JSON ${ms(answerMs)}`,
  );
}

async function wholeCall(user: TestUser, lines: number, via: 'unified' | 'push') {
  const collection = await createCollection(user);
  const body = importedPurchase(collection.id, lines);
  const mutationId = randomUUID();
  const [answer, took] = await time(() =>
    via === 'unified'
      ? user.api.post(API.transactions.unified.path, body, { idempotencyKey: mutationId })
      : user.api.post(API.sync.push.path, {
          mutations: [{ mutationId, method: 'POST', path: API.transactions.unified.path, body }],
        }),
  );
  const results = (answer.body.data as { results?: Array<{ status: number }> } | undefined)?.results;
  const status = results?.[0]?.status ?? answer.status;
  const path = via === 'unified' ? 'POST /transactions/unified' : 'POST /sync/push (1 entry)';
  console.log(
    `${String(lines).padStart(6)} lines ${path.padEnd(28)} ${ms(took)}  status ${status}  goal ≤ ${WRITE_GOAL_MS} ms: ${took <= WRITE_GOAL_MS ? 'met' : 'MISSED'}`,
  );
}

printMachineLoad();
const server = await startTestServer({ backend: 'pglite' });
try {
  const user = await registerUser(server.apiUrl);
  const sizes = [5000, MAX_TRANSACTION_LINES].filter((size, index, all) => all.indexOf(size) === index);
  for (const lines of sizes) await phases(server, user, lines);
  for (const lines of sizes) {
    await wholeCall(user, lines, 'unified');
    await wholeCall(user, lines, 'push');
  }
} finally {
  await server.stop();
}
printMachineLoad('after');
