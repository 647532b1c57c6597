import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/server';
import { startCardDbFixtureServer } from '../fixtures/cardDb/cardDbFixtureServer';
import { auditScreens, printReport, shortfalls } from './screenAudit';

/**
 * `npm run audit`: builds the app if stale, starts the real server (pointed at the card-database
 * fixture, as the e2e tests are), and prints Lighthouse's scores for every signed-in screen. The
 * thresholds are enforced in the suite by tests/e2e/audit.spec.ts; here they are only reported.
 */
await buildIfStale({ log: (message: string) => console.log(`[audit] ${message}`) });
const cardDb = await startCardDbFixtureServer();
const server = await startServer({ cardDbUrl: cardDb.url });
try {
  const report = await auditScreens(server.baseURL);
  printReport(report);
  const short = shortfalls(report);
  console.log(
    short.length === 0
      ? 'audit: every screen meets its thresholds'
      : `audit: below threshold:\n  ${short.join('\n  ')}`,
  );
  process.exitCode = short.length === 0 ? 0 : 1;
} finally {
  await server.stop();
  await cardDb.close();
}
