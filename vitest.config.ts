import { defineConfig } from 'vitest/config';
import { scaled } from './tests/setup/slowness';

/**
 * Pure tests, whose modules keep no state between files: the domain's, the scripts' and the fixture
 * servers'. They share one module graph per worker (isolate off) instead of re-importing the domain
 * for each of their ~75 files. The server's files stay isolated: with a shared graph, four of them
 * (catalogue, exchange rates, push batch, the large transaction) failed in some shuffled orders.
 */
const stateless = ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/fixtures/**/*.test.ts'];

/**
 * Unit tests sit beside their source; integration tests (sync against the real server) are in
 * tests/integration; the fixture servers' own tests sit beside them in tests/fixtures. Playwright's
 * files (tests/e2e) are never collected here. All but the pure ones keep a fresh module graph per
 * file: Dexie databases, stores, mocks and the server's refreshers live in module state.
 */
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/vitest.setup.ts'],
    environment: 'node',
    // Limits as on a quiet machine, scaled by how busy this one is (tests/setup/slowness.ts).
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'stateless', include: stateless, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sync/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          exclude: ['src/domain/**', 'node_modules/**'],
        },
      },
    ],
  },
});
