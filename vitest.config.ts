import { defineConfig } from 'vitest/config';
import { scaled } from './tests/setup/slowness';

/**
 * Unit tests sit beside their source; integration tests (sync against the real server) are in
 * tests/integration; the fixture servers' own tests sit beside them in tests/fixtures. Playwright's
 * files (tests/e2e) are never collected here.
 */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sync/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/fixtures/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    environment: 'node',
    // Limits as on a quiet machine, scaled by how busy this one is (tests/setup/slowness.ts).
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    pool: 'forks',
  },
});
