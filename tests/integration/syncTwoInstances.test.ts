import { afterAll, beforeAll, describe } from 'vitest';
import { POSTGRES_MISSING, postgresBinariesAvailable } from '../../server/testing/postgresCluster';
import { startTestServer, type TestServer } from '../../server/testing/startTestServer';
import { seededRandom } from '../../src/domain/testing/seededRandom';
import { type Balancer, startBalancer } from './support/balancer';
import { itConvergesThroughAFaultyNetwork, syncSeed } from './support/syncProperty';

/**
 * The randomized sync cases (syncRandomized.test.ts) against two server instances on one PostgreSQL
 * behind a balancer that sends every request to either at random: a device's refresh, its push and the
 * duplicate or retry of that push land on different instances. Sessions, Idempotency-Keys and the
 * per-user write lock live in the database, so the devices must converge as with one server
 * (docs/scaling.md). A quarter of the soak's cases in `npm run test:soak`; 8 in `npm test`.
 */
const runs = process.env.SYNC_SOAK_RUNS ? Math.ceil(Number(process.env.SYNC_SOAK_RUNS) / 4) : 8;
const available = postgresBinariesAvailable();
if (!available) console.warn(POSTGRES_MISSING);

describe.skipIf(!available)(
  available ? 'sync against two instances behind a balancer' : POSTGRES_MISSING,
  () => {
    let first: TestServer;
    let second: TestServer;
    let balancer: Balancer;

    beforeAll(async () => {
      // No JWT_SECRET: each instance finds the generated one in the database, as in production.
      first = await startTestServer({ backend: 'postgres', jwtSecret: null });
      second = await startTestServer({
        backend: 'postgres',
        databaseUrl: first.databaseUrl,
        jwtSecret: null,
      });
      balancer = await startBalancer([first.baseUrl, second.baseUrl], seededRandom(syncSeed ^ 0x2545f491));
    });

    afterAll(async () => {
      await balancer?.close();
      await second?.stop();
      await first?.stop();
    });

    itConvergesThroughAFaultyNetwork(', two instances', runs, () => ({
      apiUrl: `${balancer.url}/api/v1`,
      origin: balancer.url,
      describe: () => `balancer sent ${balancer.counts.join(' / ')} requests to the two instances`,
    }));
  },
);
