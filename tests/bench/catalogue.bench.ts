/**
 * The card catalogue at full size (issue 12): 100,000 printings (CATALOGUE_BENCH_PRINTINGS changes
 * it) in a generated bulk file shaped like the card database's. Prints: the server's ingest time and
 * peak memory (its own process, as `npm run catalogue:ingest` runs), the device's compressed
 * download, the time Chromium takes to download and store it in IndexedDB through the app, offline
 * search keystroke times, and the size of a day's delta. Goals: ingest ≤ 60 s and ≤ 400 MB RSS,
 * download ≤ 8 MB (with the query fields of issue 24), store ≤ 15 s, keystroke p95 ≤ 30 ms. Prints figures; asserts nothing about time.
 * Run with `npm run bench catalogue`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { registerUser } from '../../server/testing/apiClient';
import {
  POSTGRES_MISSING,
  postgresBinariesAvailable,
  startPostgresCluster,
} from '../../server/testing/postgresCluster';
import type { CatalogueAnswer } from '../../src/domain/catalogue/catalogueContract';
import { describeCatalogue } from '../../src/domain/catalogue/catalogueTexts';
import { startServer } from '../e2e/server';
import { startCardDbFixtureServer } from '../fixtures/cardDb/cardDbFixtureServer';
import { writeBulkFile } from '../fixtures/cardDb/generateBulkFile';
import { signUp } from './cardsViewBrowser';
import type { timeKeystrokes } from './catalogueSearchInPage';
import { openDeviceBrowser } from './deviceBrowser';
import { bundleForPage } from './pageBundle';
import { processCpuMs, processPeakRss } from './processStats';

const COUNT = Number(process.env.CATALOGUE_BENCH_PRINTINGS ?? 100_000);
const ADDED_ON_DAY_TWO = 500;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const goal = (ok: boolean) => (COUNT === 100_000 ? (ok ? '  (goal met)' : '  (goal MISSED)') : '');

/**
 * `npm run catalogue:ingest` in its own process: its time, its CPU time (what the machine's load does
 * not stretch) and peak RSS (VmHWM, polled).
 */
async function ingestInProcess(
  dataDir: string,
  cardDbUrl: string,
  databaseUrl = '',
): Promise<{ ms: number; peakRss: number; cpuMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/catalogue/ingestCommand.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      CARD_DB_URL: cardDbUrl,
      CATALOGUE_INGEST: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peakRss = 0;
  let cpuMs = 0;
  const poll = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, processPeakRss(child.pid ?? 0));
      cpuMs = processCpuMs(child.pid ?? 0);
    } catch {
      // The process has just ended.
    }
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(poll);
  if (code !== 0) throw new Error(`catalogue:ingest exited with ${code}`);
  return { ms: Date.now() - started, peakRss, cpuMs };
}

async function catalogueAnswer(apiUrl: string, token: string, since: number) {
  const response = await fetch(`${apiUrl}/catalogue?since=${since}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
  });
  const compressed = Number(response.headers.get('content-length'));
  const body = (await response.json()) as { data: CatalogueAnswer };
  return { compressed, bytes: Number(response.headers.get('x-catalogue-bytes')), answer: body.data };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Keystrokes typed into the search, as a collector types names and "set number" codes. */
const TYPED = [
  'lightning dr',
  'serra an',
  'grim wurm of r',
  'b01 17',
  'aether',
  'lim dul',
  'vile sph',
  'onyx kra',
];

const work = await mkdtemp(path.join(tmpdir(), 'cardfolio-catalogue-bench-'));
const dataDir = path.join(work, 'data');
try {
  console.log(`catalogue bench: ${COUNT.toLocaleString('en')} printings`);
  const dayOne = path.join(work, 'day1.json');
  const fileBytes = await writeBulkFile(dayOne, COUNT, 1);
  console.log(`  bulk file: ${mb(fileBytes)}`);
  const fixture = await startCardDbFixtureServer({
    bulk: { updatedAt: '2026-11-22T09:00:00.000+00:00', file: dayOne },
  });
  const dayTwo = path.join(work, 'day2.json');
  await writeBulkFile(dayTwo, COUNT + ADDED_ON_DAY_TWO, 2);
  const days = [
    { label: 'first day', bulk: { updatedAt: '2026-11-22T09:00:00.000+00:00', file: dayOne } },
    { label: 'next day ', bulk: { updatedAt: '2026-11-23T09:00:00.000+00:00', file: dayTwo } },
  ];
  const ingestDays = async (backend: string, databaseUrl?: string) => {
    for (const { label, bulk } of days) {
      fixture.setBulk(bulk);
      const run = await ingestInProcess(dataDir, fixture.url, databaseUrl);
      const met = run.ms <= 60_000 && run.peakRss <= 400 * 1024 * 1024;
      console.log(
        `  ingest on ${backend}, ${label}: ${seconds(run.ms)} (CPU ${seconds(run.cpuMs)}), peak RSS ${mb(run.peakRss)} (the ingest's whole process: start, migrate, ingest; a new embedded database's cluster is created first by a short-lived child process, server/db/createPgliteCluster.ts)${goal(met)}`,
      );
    }
  };
  if (postgresBinariesAvailable()) {
    const cluster = await startPostgresCluster();
    try {
      await ingestDays('PostgreSQL', cluster.url());
    } finally {
      cluster.stop();
    }
  } else console.log(`  ${POSTGRES_MISSING}`);
  // PGlite last: its data folder is what the server below serves.
  await ingestDays('PGlite');
  await fixture.close();

  await buildIfStale({ log: (message) => console.log(`  ${message}`) });
  const server = await startServer({ dataDir });
  try {
    const apiUrl = `${server.baseURL}/api/v1`;
    const user = await registerUser(apiUrl);
    const built = performance.now();
    const full = await catalogueAnswer(apiUrl, user.accessToken, 0);
    console.log(
      `  /catalogue whole:   ${mb(full.compressed)} gzip (${mb(full.bytes)} JSON, ${full.answer.rows.length} rows, first answer ${seconds(performance.now() - built)})${goal(full.compressed <= 8 * 1024 * 1024)}`,
    );
    const delta = await catalogueAnswer(apiUrl, user.accessToken, 1);
    console.log(
      `  a day's delta:      ${mb(delta.compressed)} gzip, ${delta.answer.rows.length} printings (${ADDED_ON_DAY_TWO} new, the rest repriced)`,
    );

    const browser = await openDeviceBrowser({ baseURL: server.baseURL, bypassCSP: true });
    try {
      // The in-page search timer goes in as an inline script, which the app's Content-Security-Policy refuses.
      const page = await browser.context.newPage();
      const signedIn = performance.now();
      await signUp(page);
      await page
        .getByTestId('catalogue-summary')
        .getByText(describeCatalogue(full.answer.total, full.answer.priceDate))
        .waitFor({ timeout: 180_000 });
      const shownMs = performance.now() - signedIn;
      const [download, store] = await page.evaluate(() =>
        ['catalogue:download', 'catalogue:store'].map(
          (name) => performance.getEntriesByName(name)[0]?.duration ?? Number.NaN,
        ),
      );
      console.log(
        `  Chromium: download + unpack + parse ${seconds(download)}, store in IndexedDB ${seconds(store)}${goal(store <= 15_000)}; sign-up to "${describeCatalogue(full.answer.total, full.answer.priceDate)}" ${seconds(shownMs)}`,
      );
      await page.context().setOffline(true);
      await page.addScriptTag({ content: await bundleForPage('catalogueSearchInPage.ts', 'catalogueBench') });
      const search = await page.evaluate(
        (typed) =>
          (
            window as unknown as { catalogueBench: { timeKeystrokes: typeof timeKeystrokes } }
          ).catalogueBench.timeKeystrokes(typed),
        TYPED,
      );
      const p95 = percentile(search.times, 95);
      console.log(
        `  Chromium, offline search: catalogue read into memory at the first keystroke ${search.buildMs.toFixed(0)} ms; ${search.times.length} keystrokes p50 ${percentile(search.times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...search.times).toFixed(1)} ms${goal(p95 <= 30)}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
