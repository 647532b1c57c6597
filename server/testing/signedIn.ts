import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Collection } from '../../src/domain/schemas';
import { registerUser, type TestUser } from './apiClient';
import { createCollection } from './cardFixtures';
import { type Backend, startTestServer, type TestServer } from './startTestServer';

export interface SignedIn {
  server: TestServer;
  user: TestUser;
  /** The user's collection "Main". */
  collection: Collection;
}

/**
 * The set-up most route tests share: one server for the suite and, before each test, a new user with
 * a collection "Main", handed to `ready` (which keeps what its tests read). Hooks registered after
 * this call run after it.
 */
export function signedInEachTest(backend: Backend, ready: (given: SignedIn) => void): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    const user = await registerUser(server.apiUrl);
    ready({ server, user, collection: await createCollection(user) });
  });
}
