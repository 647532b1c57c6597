/**
 * Pushing a day offline: 10,000 card copies queued on a device, then one `engine.sync()` against the
 * real server running in its own process (so server and client each get a core). Goal: the push under
 * 20 s on this machine. Prints the figures and where the time went; asserts nothing about time.
 * Then a show day of quick adds on top of that collection, pushed the same way.
 * Run with `npm run bench syncPush` or `node --import tsx tests/bench/syncPush.bench.ts`;
 * SYNC_BENCH_CARDS changes the count.
 */
import 'fake-indexeddb/auto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerUser } from '../../server/testing/apiClient';
import { createApiClient } from '../../src/api/apiClient';
import { memoryTokenStore } from '../../src/api/tokenStore';
import { createCard } from '../../src/db/cards/createCard';
import { quickAddCard } from '../../src/db/cards/quickAddCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { CardfolioDatabase } from '../../src/db/database';
import { dexieSyncStore } from '../../src/db/sync/dexieSyncStore';
import { saveTransaction } from '../../src/db/transactions/saveTransaction';
import type { Card, Transaction } from '../../src/domain/schemas';
import { isTempId } from '../../src/domain/sync/tempIds';
import { makeDefinition, makeItem } from '../../src/domain/testing/factories';
import { createSyncEngine } from '../../sync/engine';
import type { SyncTransport } from '../../sync/ports';
import { processCpuMs } from './processStats';
import { timedStore } from './timedStore';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CARD_COUNT = Number(process.env.SYNC_BENCH_CARDS ?? 10_000);
/** The goal is for 10,000 mutations; a run with another count prints no verdict. */
const GOAL_MS = 20_000;
const verdict = (pushMs: number) =>
  CARD_COUNT === 10_000 ? `  goal < ${GOAL_MS / 1000} s: ${pushMs < GOAL_MS ? 'met' : 'MISSED'}` : '';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  // SYNC_BENCH_PROFILE=<dir> writes the server's CPU profile there (run the bench itself with --cpu-prof).
  const profile = process.env.SYNC_BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SYNC_BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // No catalogue ingest: a bench never reaches the real card database.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_INGEST: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answer = await fetch(`${origin}/api/v1/health`).catch(() => null);
    if (answer?.ok) return { child, origin };
    if (Date.now() > deadline) {
      await stopServerProcess(child);
      throw new Error('the server did not start within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Time spent waiting for the server, by kind of request: the rest of the push is the device's own work. */
function timedTransport(inner: SyncTransport) {
  const waited = { push: 0, pull: 0, pushCalls: 0, pullCalls: 0, firstPullAt: 0 };
  const transport: SyncTransport = {
    async send(method, path, options) {
      const pull = path.startsWith('/sync/changes');
      if (pull && waited.firstPullAt === 0) waited.firstPullAt = performance.now();
      const start = performance.now();
      try {
        return await inner.send(method, path, options);
      } finally {
        waited[pull ? 'pull' : 'push'] += performance.now() - start;
        waited[pull ? 'pullCalls' : 'pushCalls'] += 1;
      }
    },
  };
  return { transport, waited };
}

async function run() {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-sync-bench-'));
  try {
    await benchAgainst(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchAgainst(dataDir: string) {
  const { child, origin } = await startServerProcess(dataDir);
  const db = new CardfolioDatabase(`sync-bench-${crypto.randomUUID()}`);
  try {
    const user = await registerUser(`${origin}/api/v1`);
    const client = createApiClient({
      origin,
      tokens: memoryTokenStore({ accessToken: user.accessToken, refreshToken: user.refreshToken }),
    });
    const { transport, waited } = timedTransport(client);
    const { store, spent } = timedStore(dexieSyncStore(db));
    const engine = createSyncEngine({ store, transport, locks: null });

    const binder = await createCollection(db, { name: 'Binder' });
    await engine.sync();
    const collectionId = (await db.idMap.get(binder.id))?.realId ?? binder.id;

    const queueStart = performance.now();
    for (let index = 0; index < CARD_COUNT; index++) {
      await createCard(db, {
        collectionId,
        name: `Card ${index}`,
        setCode: 'm10',
        conditionQuantities: [{ condition: 'Near Mint', quantity: 1 + (index % 4), purchasePrice: 0.25 }],
      });
    }
    const queueMs = performance.now() - queueStart;
    console.log(
      `queued ${CARD_COUNT} card creates offline: ${seconds(queueMs)} (${(queueMs / CARD_COUNT).toFixed(2)} ms each)`,
    );

    for (const key of Object.keys(waited)) waited[key as keyof typeof waited] = 0;
    for (const key of Object.keys(spent)) delete spent[key];
    const serverCpuStart = processCpuMs(child.pid ?? 0);
    const clientCpuStart = process.cpuUsage();
    const syncStart = performance.now();
    await engine.sync();
    const syncEnd = performance.now();
    const pushMs = (waited.firstPullAt || syncEnd) - syncStart;
    const clientCpu = process.cpuUsage(clientCpuStart);
    const serverCpuMs = processCpuMs(child.pid ?? 0) - serverCpuStart;

    console.log(
      `push: ${seconds(pushMs)} for ${CARD_COUNT} mutations in ${waited.pushCalls} requests, ${Math.round(CARD_COUNT / (pushMs / 1000))} mutations/s${verdict(pushMs)}`,
    );
    console.log(
      `  waiting for the server ${seconds(waited.push)}, device work ${seconds(pushMs - waited.push)}`,
    );
    const storeLines = Object.entries(spent)
      .filter(([name]) => !['readCursor', 'applyPage', 'lastSyncAt'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${seconds(ms)}`);
    console.log(`  device store calls: ${storeLines.join(', ')}`);
    console.log(
      `pull after it: ${seconds(syncEnd - (waited.firstPullAt || syncEnd))} in ${waited.pullCalls} pages (server ${seconds(waited.pull)})`,
    );
    console.log(
      `cpu during sync: server process ${seconds(serverCpuMs)}, device process ${seconds((clientCpu.user + clientCpu.system) / 1000)}`,
    );

    const answer = await user.api.get<Card[]>('/cards');
    const serverCards = answer.body.data ?? [];
    const localCards = await db.cards.toArray();
    const serverIds = new Set(serverCards.map((card) => card.id));
    console.log(
      `check: server cards ${serverCards.length}, distinct names ${new Set(serverCards.map((c) => c.name)).size}, ` +
        `outbox ${await db.outbox.count()}, local cards ${localCards.length}, ` +
        `local cards with a real id on the server ${localCards.filter((card) => serverIds.has(card.id)).length}, ` +
        `temp ids left ${localCards.filter((card) => card.id.startsWith('temp-')).length}, engine ${engine.status.get().phase}`,
    );
    await showDayOfQuickAdds({ db, engine, user, collectionId, waited });
    await dayOfTransactions({ db, engine, user, collectionId, waited });
  } finally {
    await db.delete().catch(() => {});
    await stopServerProcess(child);
  }
}

const QUICK_ADDS = 2_000;

/**
 * The show-floor path on top of that collection: quick adds made offline, half onto printings the
 * server already holds (add-to-collection calls it merges into the stored copy), half onto new ones,
 * each new printing added twice (the second folds into the unsent create on the device).
 */
async function showDayOfQuickAdds({
  db,
  engine,
  user,
  collectionId,
  waited,
}: {
  db: CardfolioDatabase;
  engine: ReturnType<typeof createSyncEngine>;
  user: Awaited<ReturnType<typeof registerUser>>;
  collectionId: string;
  waited: ReturnType<typeof timedTransport>['waited'];
}) {
  const quantityOnServer = async () =>
    ((await user.api.get<Card[]>('/cards')).body.data ?? []).reduce(
      (sum, card) => sum + card.conditionQuantities.reduce((rows, row) => rows + row.quantity, 0),
      0,
    );
  const before = await quantityOnServer();
  for (let index = 0; index < QUICK_ADDS; index++) {
    const name = index % 2 === 0 ? `Card ${index}` : `Show find ${Math.floor(index / 4)}`;
    await quickAddCard(db, { collectionId, definition: makeDefinition(name, { setCode: 'm10' }) });
  }
  const queued = await db.outbox.count();
  for (const key of Object.keys(waited)) waited[key as keyof typeof waited] = 0;
  const start = performance.now();
  await engine.sync();
  const pushMs = (waited.firstPullAt || performance.now()) - start;
  console.log(
    `quick adds: ${QUICK_ADDS} made offline, ${queued} outbox entries pushed in ${seconds(pushMs)} ` +
      `(${Math.round(queued / (pushMs / 1000))} entries/s; server ${seconds(waited.push)})`,
  );
  const after = await quantityOnServer();
  console.log(
    `check: copies on the server ${before} + ${QUICK_ADDS} = ${after}${after === before + QUICK_ADDS ? '' : ' WRONG'}, ` +
      `outbox ${await db.outbox.count()}, engine ${engine.status.get().phase}`,
  );
}

const PURCHASES = 1_000;
const SALE_LINES = 10;
const SALE_SAMPLES = 20;

/**
 * A trading day offline on top of that collection: 1,000 purchases (two new cards each) and 1,000
 * sales of a copy each purchase brought, pushed in one sync — every transaction, card and temp id
 * reconciled from the answers' idMapping. Then the device's save of a 10-line sale, timed alone.
 * Goals (issue: transactions ledger): 2,000 transactions pushed ≤ 10 s; a 10-line sale saved ≤ 50 ms.
 */
async function dayOfTransactions({
  db,
  engine,
  user,
  collectionId,
  waited,
}: {
  db: CardfolioDatabase;
  engine: ReturnType<typeof createSyncEngine>;
  user: Awaited<ReturnType<typeof registerUser>>;
  collectionId: string;
  waited: ReturnType<typeof timedTransport>['waited'];
}) {
  const date = '2026-11-20';
  const queueStart = performance.now();
  for (let index = 0; index < PURCHASES; index++) {
    await saveTransaction(db, {
      collectionId,
      type: 'purchase',
      date,
      items: [
        makeItem({ name: `Bought ${index} a`, quantity: 2, price: 1.5 }),
        makeItem({ name: `Bought ${index} b`, quantity: 1, price: 3 }),
      ],
    });
  }
  for (let index = 0; index < PURCHASES; index++) {
    const card = await db.cards.where('name').equals(`Bought ${index} a`).first();
    await saveTransaction(db, {
      collectionId,
      type: 'sale',
      date,
      items: [makeItem({ id: card?.id ?? null, name: `Bought ${index} a`, quantity: 1, price: 4 })],
      platformFee: 0.3,
    });
  }
  const queueMs = performance.now() - queueStart;
  const count = PURCHASES * 2;
  console.log(
    `transactions: ${count} saved offline in ${seconds(queueMs)} (${(queueMs / count).toFixed(2)} ms each)`,
  );

  for (const key of Object.keys(waited)) waited[key as keyof typeof waited] = 0;
  const start = performance.now();
  await engine.sync();
  const pushMs = (waited.firstPullAt || performance.now()) - start;
  console.log(
    `transactions: ${count} pushed in ${seconds(pushMs)} (server ${seconds(waited.push)})  goal ≤ 10 s: ${pushMs <= 10_000 ? 'met' : 'MISSED'}`,
  );
  const onServer =
    (await user.api.get<Transaction[]>(`/transactions/collection/${collectionId}`)).body.data ?? [];
  const local = await db.transactions.toArray();
  const bought = await db.cards.where('name').startsWith('Bought ').toArray();
  const tempLeft =
    local.filter((t) => isTempId(t.id)).length +
    bought.filter(
      (c) => isTempId(c.id) || c.conditionQuantities.some((row) => isTempId(row.transactionId ?? '')),
    ).length;
  console.log(
    `check: server transactions ${onServer.length}, local ${local.length}, bought cards ${bought.length}, ` +
      `temp ids left ${tempLeft}, outbox ${await db.outbox.count()}, engine ${engine.status.get().phase}`,
  );

  const cards = (await db.cards.limit(SALE_LINES * SALE_SAMPLES).toArray()).filter((card) =>
    card.conditionQuantities.some((row) => row.condition === 'Near Mint'),
  );
  const samples: number[] = [];
  for (let sample = 0; sample < SALE_SAMPLES; sample++) {
    const lines = cards
      .slice(sample * SALE_LINES, (sample + 1) * SALE_LINES)
      .map((card) => makeItem({ id: card.id, name: card.name, quantity: 1, price: 2 }));
    const saveStart = performance.now();
    await saveTransaction(db, { collectionId, type: 'sale', date, items: lines, shippingCost: 1 });
    samples.push(performance.now() - saveStart);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  console.log(
    `10-line sale saved on the device (Dexie on fake-indexeddb, ${await db.cards.count()} cards): ` +
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms  goal ≤ 50 ms`,
  );
}

await run();
