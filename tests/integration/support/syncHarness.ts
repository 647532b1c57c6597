import { afterAll, afterEach, beforeAll } from 'vitest';
import { registerUser, type TestUser } from '../../../server/testing/apiClient';
import { startTestServer, type TestServer } from '../../../server/testing/startTestServer';
import { seededRandom } from '../../../src/domain/testing/seededRandom';
import { type Fault, type FaultProxy, startFaultProxy } from './faultProxy';
import { createSyncDevice, type SyncDevice } from './syncDevice';

export { currentId } from './syncDevice';

/** Past the backoff cap (5 min): a waiting entry may go at the next flush. */
export const PAST_BACKOFF_MS = 6 * 60_000;

export interface SyncHarness {
  readonly server: TestServer;
  user(): Promise<TestUser>;
  /** A device talking to the server directly, or through `proxy`. */
  device(user: TestUser, proxy?: FaultProxy): SyncDevice;
  /** A proxy that applies `fault` to every request while faulty; it starts healthy. */
  proxy(fault: Fault): Promise<FaultProxy>;
}

/**
 * One real server (PGlite) for a test file, and devices and proxies that are cleaned up after each
 * test. Call at the top level of the file.
 */
export function startSyncHarness(): SyncHarness {
  let server: TestServer | undefined;
  const devices: SyncDevice[] = [];
  const proxies: FaultProxy[] = [];

  beforeAll(async () => {
    server = await startTestServer({ backend: 'pglite' });
  });
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.dispose()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const running = () => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };

  return {
    get server() {
      return running();
    },
    user: () => registerUser(running().apiUrl),
    device(user, proxy) {
      const device = createSyncDevice({
        origin: proxy?.url ?? running().baseUrl,
        tokens: { accessToken: user.accessToken, refreshToken: user.refreshToken },
        random: seededRandom(7),
      });
      devices.push(device);
      return device;
    },
    async proxy(fault) {
      const proxy = await startFaultProxy({
        target: running().baseUrl,
        random: seededRandom(11),
        faultRate: 1,
        faults: [fault],
      });
      proxy.setFaulty(false);
      proxies.push(proxy);
      return proxy;
    },
  };
}
