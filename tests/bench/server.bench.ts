/**
 * The API under load (autocannon), on a file-backed PGlite and then on a throw-away PostgreSQL:
 * requests/s and p99 latency for GET /health and an authenticated list of 50 cards (its share of
 * /health's rate in the same run: goal ≥ 30%), GET /collections, POST /cards with a new Idempotency-Key each, and
 * paging /sync/changes through 10,000 rows. Prints figures; asserts nothing. Run with
 * `npx tsx tests/bench/server.bench.ts` (or `npm run bench server`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { connectDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { cards } from '../../server/db/schema';
import { readSettings } from '../../server/settings';
import type { AuthSession, ChangesPage, Collection, PushBatchResult } from '../../src/domain/schemas';
import { onThrowAwayPostgres } from './benchPostgres';
import { OFFLINE_MUTATIONS, pushImport, pushOfflineCreates } from './serverPush';

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: Array<CannonRequest & { setupRequest?: (request: CannonRequest) => CannonRequest }>;
}) => Promise<CannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const CONNECTIONS = 10;
const SECONDS = 8;
const FEED_ROWS = 10_000;
const PAGE = 500;
const LIST_CARDS = 50;

async function call<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T };
  if (!envelope.success) throw new Error(`${method} ${url}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function signUp(base: string): Promise<AuthSession> {
  const email = `bench-${randomUUID()}@example.test`;
  return call<AuthSession>(base, 'POST', '/auth/register', undefined, {
    username: 'Bench',
    email,
    password: 'bench password',
  });
}

function report(label: string, result: CannonResult, extra = '') {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failed ? `   FAILED ${failed}` : ''}${extra}`,
  );
}

/** Cards for the list bench, through the API like a device's adds. */
async function seedCards(base: string, token: string, collectionId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await call(base, 'POST', '/cards', token, {
      collectionId,
      name: `List Card ${i}`,
      setCode: 'LST',
      color: 'green',
      notes: 'A note long enough to look like a real one.',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 + (i % 3), purchasePrice: 0.5 }],
    });
  }
}

/** 10,000 card rows for one user, inserted straight into the table (the bench is about reading them). */
async function seedFeed(database: Database, userId: string, collectionId: string) {
  for (let start = 0; start < FEED_ROWS; start += 1000) {
    await database.db.insert(cards).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId,
        collectionId,
        name: `Feed Card ${start + i}`,
        setCode: 'FED',
        color: 'green',
        rarity: 'Common',
        status: 'have',
        conditionQuantities: [
          {
            condition: 'Near Mint' as const,
            quantity: 1,
            purchasePrice: 0.25,
            purchaseDate: null,
            transactionId: null,
          },
        ],
      })),
    );
  }
}

/** The issue's figures of one backend, printed together at the end. */
interface IssueFigures {
  backend: string;
  healthRate: number;
  listRate: number;
  pushMs: number;
  importMs: number;
  pullMs: number;
}
const figures: IssueFigures[] = [];

async function benchBackend(label: string, database: Database, dataDir: string) {
  const settings = {
    ...readSettings({}),
    dataDir,
    logLevel: 'silent',
    jwtSecret: 'bench-secret-long-enough-for-hs256',
    // The default card database is the real one: a bench never reaches it.
    catalogueIngest: 'off' as const,
  };
  const app = await buildApp(settings, { database });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `${origin}/api/v1`;
  console.log(`\n${label}`);
  try {
    const user = await signUp(base);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    let collectionId = '';
    for (let i = 0; i < 20; i++) {
      const made = await call<Collection>(base, 'POST', '/collections', user.accessToken, {
        name: `Shelf ${i}`,
      });
      collectionId ||= made.id;
    }
    await seedCards(base, user.accessToken, collectionId, LIST_CARDS);
    // /health just before and just after the list: on a shared machine the load drifts between runs.
    const healthRun = () =>
      autocannon({ url: `${base}/health`, connections: CONNECTIONS, duration: SECONDS });
    const healthBefore = await healthRun();
    report('GET /health (before the list)', healthBefore);
    const list = await autocannon({
      url: `${base}/collections/${collectionId}/cards`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: auth,
    });
    const healthAfter = await healthRun();
    report('GET /health (after the list)', healthAfter);
    const health = {
      requests: { average: (healthBefore.requests.average + healthAfter.requests.average) / 2 },
    };
    const share = (100 * list.requests.average) / Math.max(1, health.requests.average);
    report(`GET /collections/{id}/cards (${LIST_CARDS})`, list, `   ${share.toFixed(0)}% of /health (mean)`);

    report(
      'GET /collections (20 collections)',
      await autocannon({
        url: `${base}/collections`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: auth,
      }),
    );

    const cardBody = JSON.stringify({
      collectionId,
      name: 'Llanowar Elves',
      setCode: 'LEA',
      color: 'green',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 0.5 }],
    });
    const posted = await autocannon({
      url: `${base}/cards`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          body: cardBody,
          setupRequest: (request) => ({
            ...request,
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          }),
        },
      ],
    });
    report('POST /cards (new key each)', posted);

    const reader = await signUp(base);
    const shelf = await call<Collection>(base, 'POST', '/collections', reader.accessToken, { name: 'Feed' });
    await seedFeed(database, reader.user.id, shelf.id);
    const cursors: number[] = [];
    const started = performance.now();
    for (let cursor = 0, more = true; more; ) {
      cursors.push(cursor);
      const page = await call<ChangesPage>(
        base,
        'GET',
        `/sync/changes?since=${cursor}&limit=${PAGE}`,
        reader.accessToken,
      );
      cursor = page.cursor;
      more = page.hasMore;
    }
    const fullPull = performance.now() - started;
    let next = 0;
    const paged = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${reader.accessToken}` },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/sync/changes?since=${cursors[next++ % cursors.length]}&limit=${PAGE}`,
          }),
        },
      ],
    });
    report(
      `GET /sync/changes (${PAGE}-row pages)`,
      paged,
      `   ${((paged.requests.average * PAGE) / 1000).toFixed(0)}k rows/s; one client pulls ${FEED_ROWS} rows in ${cursors.length} pages: ${fullPull.toFixed(0)} ms`,
    );

    const pusher = await signUp(base);
    const pushShelf = await call<Collection>(base, 'POST', '/collections', pusher.accessToken, {
      name: 'Pushed',
    });
    const send = (body: unknown) =>
      call<PushBatchResult>(base, 'POST', '/sync/push', pusher.accessToken, body);
    const pushed = await pushOfflineCreates(send, pushShelf.id);
    console.log(
      `  POST /sync/push: ${OFFLINE_MUTATIONS} card creates in batches   ${pushed.ms.toFixed(0)} ms (${pushed.statuses})`,
    );
    const imported = await pushImport(send, pushShelf.id);
    console.log(
      `  POST /sync/push: a ${imported.lines}-line import       ${imported.ms.toFixed(0)} ms (${imported.statuses})`,
    );
    figures.push({
      backend: label.split(' (')[0] ?? label,
      healthRate: health.requests.average,
      listRate: list.requests.average,
      pushMs: pushed.ms,
      importMs: imported.ms,
      pullMs: fullPull,
    });
  } finally {
    await app.close();
  }
}

console.log(
  `server bench: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}, ${CONNECTIONS} connections, ${SECONDS} s per run`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-bench-'));
try {
  const pglite = await connectDatabase({ dataDir });
  await benchBackend(`PGlite (file-backed, ${dataDir})`, pglite, dataDir);
  await pglite.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await onThrowAwayPostgres((postgres) =>
  benchBackend('PostgreSQL 15 (local, fsync off, pool of 10)', postgres, 'memory://'),
);

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
console.log(`\nissue 23's figures (this run; load average now ${loadavg()[0]?.toFixed(2)})`);
for (const f of figures) {
  const share = (100 * f.listRate) / Math.max(1, f.healthRate);
  console.log(
    `  ${f.backend}: list of ${LIST_CARDS} ${f.listRate.toFixed(0)} req/s vs /health ${f.healthRate.toFixed(0)} req/s (mean of before and after) = ${share.toFixed(0)}%  goal ≥ 30%: ${verdict(share >= 30)}`,
  );
  console.log(
    `  ${f.backend}: ${OFFLINE_MUTATIONS} mutations pushed (server side) ${(f.pushMs / 1000).toFixed(2)} s  goal ≤ 3 s: ${verdict(f.pushMs <= 3000)}; ` +
      `20,000-line import pushed ${(f.importMs / 1000).toFixed(2)} s  goal ≤ 5 s: ${verdict(f.importMs <= 5000)}; ` +
      `pull of ${FEED_ROWS} rows ${f.pullMs.toFixed(0)} ms${f.backend.startsWith('PostgreSQL') ? `  goal ≤ 300 ms: ${verdict(f.pullMs <= 300)}` : ''}`,
  );
}
