import fc from 'fast-check';
import { it } from 'vitest';
import { registerUser } from '../../../server/testing/apiClient';
import { seededRandom } from '../../../src/domain/testing/seededRandom';
import { type FaultProxy, startFaultProxy } from './faultProxy';
import { expectDevicesMatchServer, expectServerMatchesModel, readServer } from './syncChecks';
import { type SyncCase, syncCase } from './syncCommands';
import { createSyncDevice } from './syncDevice';
import { SyncModel } from './syncModel';
import { runCommand } from './syncRunner';
import { settle } from './syncSettle';

/**
 * `npm test` replays the same cases every time (a regression guard: its result never depends on luck);
 * a soak run draws a fresh seed to explore new ones. Thread timing (reloads, the proxy) still varies.
 */
const FIXED_SEED = 20_261_121;
export const syncSeed = Number(
  process.env.SYNC_SEED ?? (process.env.SYNC_SOAK_RUNS ? Math.floor(Math.random() * 0x7fffffff) : FIXED_SEED),
);
/** With SYNC_SEED, replays exactly the case fast-check printed as `path`. */
const path = process.env.SYNC_PATH;
const trace = process.env.SYNC_TRACE === '1';
/** Shrinking replays many cases; past this after the first failure, fast-check reports what it has. */
const SHRINK_BUDGET_MS = 90_000;

/** Where a case's devices send their calls: the API root a user registers on, and the upstream of the faulty proxy. */
export interface SyncServers {
  apiUrl: string;
  /** What the faulty network forwards to: one server, or a balancer in front of several. */
  origin: string;
  /** Printed after the cases: evidence of where the calls went. */
  describe(): string;
}

/**
 * The randomized sync property (tests/integration/syncRandomized.test.ts): `runs` cases of random
 * offline work on one or two devices through a faulty network to `servers()`; once the network heals
 * and sync settles, every device must hold exactly the server's state, and the server the model's.
 */
export function itConvergesThroughAFaultyNetwork(label: string, runs: number, servers: () => SyncServers) {
  let firstFailureAt: number | null = null;
  let proxy: FaultProxy | undefined;
  /** The proxy's random source for the case running now (cases run one at a time). */
  let faultRandom: () => number = Math.random;
  /** What the cases did in all, printed at the end: evidence the steps and faults really happened. */
  const tally: Record<string, number> = {};

  async function runCase({ deviceCount, faultSeed, faultRate, commands }: SyncCase): Promise<void> {
    const target = servers();
    proxy ??= await startFaultProxy({
      target: target.origin,
      random: () => faultRandom(),
      // A lost answer after the commit is the fault that tests idempotency and reconciliation most.
      faults: ['dropRequest', 'dropResponse', 'dropResponse', 'duplicate', 'serverError', 'delay'],
    });
    faultRandom = seededRandom(faultSeed);
    proxy.setFaultRate(faultRate);
    const user = await registerUser(target.apiUrl);
    const tokens = { accessToken: user.accessToken, refreshToken: user.refreshToken };
    const jitter = seededRandom(faultSeed ^ 0x5bd1e995);
    const devices = Array.from({ length: deviceCount }, (_, index) =>
      createSyncDevice({
        origin: (proxy as FaultProxy).url,
        tokens,
        random: jitter,
        name: `device-${index}-${crypto.randomUUID()}`,
      }),
    );
    const model = new SyncModel();
    try {
      for (const command of commands) await runCommand({ devices, model, proxy, tally, trace }, command);
      await settle(devices, proxy);
      const state = await readServer(user.api);
      await expectDevicesMatchServer(devices, state);
      await expectServerMatchesModel(model, devices, state);
    } finally {
      proxy.setFaulty(false);
      await Promise.all(devices.map((device) => device.dispose()));
    }
  }

  /** Once the shrink budget is spent, further candidates pass untried, so the smallest failure found stands. */
  async function runCaseWithinShrinkBudget(syncCase: SyncCase): Promise<void> {
    if (firstFailureAt !== null && performance.now() - firstFailureAt > SHRINK_BUDGET_MS) return;
    try {
      await runCase(syncCase);
    } catch (error) {
      firstFailureAt ??= performance.now();
      throw error;
    }
  }

  it(
    `converges to the server's state and the model's (${runs} cases${label})`,
    async () => {
      try {
        console.log(
          `syncRandomized${label}: seed ${syncSeed}, ${runs} cases (replay with SYNC_SEED=${syncSeed})`,
        );
        await fc.assert(fc.asyncProperty(syncCase, runCaseWithinShrinkBudget), {
          seed: syncSeed,
          ...(path ? { path, endOnFailure: true } : {}),
          numRuns: runs,
          verbose: true,
        });
        console.log(
          `syncRandomized${label}: steps done ${JSON.stringify(tally)}; proxy ${JSON.stringify(proxy?.counts)}; ${servers().describe()}`,
        );
      } finally {
        await proxy?.close();
      }
    },
    // A case takes a fraction of a second on an idle machine; this only stops a hung run.
    120_000 + runs * 3_000,
  );
}
