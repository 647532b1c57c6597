import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/startTestServer';
import { itConvergesThroughAFaultyNetwork } from './support/syncProperty';

/**
 * Randomized end-to-end sync: random offline work on one or two devices (collections, cards, quick
 * adds; purchases, sales and their edits, trades, adjustments and deletes of transactions, each one
 * change set; binders and boxes made, cards filed by Move to…, unfiled, locations deleted; copies graded),
 * flushes through a proxy that drops requests, drops answers after the server committed, duplicates
 * requests, answers 500 and delays, and page reloads in the middle of a flush. Once the network heals
 * and sync settles, every device must hold exactly the server's collections, cards and transactions,
 * and the server exactly the model's (copies per lot, none below zero). syncTwoInstances.test.ts runs
 * the same cases against two instances behind a balancer.
 *
 * `SYNC_SOAK_RUNS` sets the number of cases (npm run test:soak: 2,000). On failure fast-check prints the
 * seed, the path and the failing case's commands; `SYNC_SEED=<seed> SYNC_PATH=<path>` replays that case
 * (the commands and fault choices replay; thread timing may differ, so a race may need a few tries).
 */
const runs = Number(process.env.SYNC_SOAK_RUNS ?? 220);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite' });
});

afterAll(async () => {
  await server?.stop();
});

describe('sync against the real server through a faulty network', () => {
  itConvergesThroughAFaultyNetwork('', runs, () => ({
    apiUrl: server.apiUrl,
    origin: server.baseUrl,
    describe: () => 'one PGlite instance',
  }));
});
