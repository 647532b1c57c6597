/**
 * The server's side of the issue's push figures, for server.bench.ts: 10,000 card creates as a device
 * back from a day offline sends them (POST /sync/push, PUSH_BATCH_MAX entries a request, one after
 * another), and a 20,000-line import (one purchase entry in one push). The time is the requests'
 * (JSON, HTTP, handler, commit), without the device's own work.
 */
import { randomUUID } from 'node:crypto';
import { importedPurchase } from '../../server/testing/transactionFixtures';
import { API } from '../../src/domain/api';
import { MAX_TRANSACTION_LINES } from '../../src/domain/limits';
import { PUSH_BATCH_MAX, type PushBatchResult, type PushedMutation } from '../../src/domain/schemas';

export const OFFLINE_MUTATIONS = 10_000;

type Send = (body: unknown) => Promise<PushBatchResult>;

function statusesOf(results: PushBatchResult['results'], into: Map<number, number>) {
  for (const { status } of results) into.set(status, (into.get(status) ?? 0) + 1);
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');

/** ms for OFFLINE_MUTATIONS card creates, pushed in batches of PUSH_BATCH_MAX. */
export async function pushOfflineCreates(send: Send, collectionId: string) {
  const mutations: PushedMutation[] = Array.from({ length: OFFLINE_MUTATIONS }, (_, index) => ({
    mutationId: randomUUID(),
    method: 'POST',
    path: API.cards.create.path,
    body: {
      collectionId,
      name: `Offline Card ${index}`,
      setCode: 'm10',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 + (index % 4), purchasePrice: 0.25 }],
    },
  }));
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let start = 0; start < mutations.length; start += PUSH_BATCH_MAX) {
    const answer = await send({ mutations: mutations.slice(start, start + PUSH_BATCH_MAX) });
    statusesOf(answer.results, statuses);
  }
  return { ms: performance.now() - started, statuses: statusText(statuses) };
}

/** ms for one import of MAX_TRANSACTION_LINES lines, pushed as the device pushes it (one entry). */
export async function pushImport(send: Send, collectionId: string) {
  const body = importedPurchase(collectionId, MAX_TRANSACTION_LINES);
  const started = performance.now();
  const answer = await send({
    mutations: [{ mutationId: randomUUID(), method: 'POST', path: API.transactions.unified.path, body }],
  });
  const statuses = new Map<number, number>();
  statusesOf(answer.results, statuses);
  return { ms: performance.now() - started, lines: MAX_TRANSACTION_LINES, statuses: statusText(statuses) };
}
