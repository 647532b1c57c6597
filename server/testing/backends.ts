import { describe } from 'vitest';
import { POSTGRES_MISSING, postgresBinariesAvailable } from './postgresCluster';
import type { Backend } from './startTestServer';

let warned = false;

/**
 * Runs a suite once on PGlite and once on a throw-away PostgreSQL cluster. Where the PostgreSQL
 * binaries are missing the second half is reported as skipped, with the reason in its title and
 * printed once; it is never skipped otherwise.
 */
export function describeEachBackend(title: string, suite: (backend: Backend) => void) {
  const postgres = postgresBinariesAvailable();
  if (!postgres && !warned) {
    warned = true;
    console.warn(POSTGRES_MISSING);
  }
  describe.each([
    ['pglite', false],
    ['postgres', !postgres],
  ] as Array<[Backend, boolean]>)('%s', (backend, skip) => {
    describe.skipIf(skip)(skip ? POSTGRES_MISSING : title, () => suite(backend));
  });
}
