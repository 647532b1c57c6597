/**
 * Offline cold start of the installed app, a baseline build beside today's, in one run on one machine
 * (its absolute times vary twofold from day to day; the ratio is the figure). For each build: the real
 * server serves it, Chromium with an on-disk profile signs a new user up, the service worker takes the
 * page, the browser goes offline. Then, runs of the two builds taking turns: navigation → signed-in
 * shell → cards view ready (empty account, median of 7, each in a new tab); with 50,000 copies seeded,
 * the cards view's first paint (navigation → first row, median of 5) and the group-by switch (median
 * of 18, in rounds taking turns). Asserts nothing. `npm run bench coldStart`; BASELINE=<commit> picks
 * the baseline (default 74bb212; its build is cached by commit), BENCH_CARDS the collection's size.
 * `tests/bench/coldStartProfile.ts` shows where the time of one such visit goes.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { type RunningServer, startServer } from '../e2e/server';
import { baselineDist } from './baselineBuild';
import { percentile, seedCollection, timeControlChange } from './cardsViewBrowser';
import { COLD_START_MARKS as MARKS, type Marks, signUpInstalled } from './coldStartMarks';
import { openDeviceBrowser } from './deviceBrowser';
import { printMachineLoad } from './measure';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASELINE = process.env.BASELINE ?? '74bb212';
const CARD_COUNT = Number(process.env.BENCH_CARDS ?? 50_000);
const COLD_RUNS = 7;
const PAINT_RUNS = 5;
const GROUPINGS = ['transaction', 'none', 'product', 'transaction', 'none', 'product'];
const GROUPING_ROUNDS = 3;

interface Side {
  label: string;
  server: RunningServer;
  close(): Promise<void>;
  newVisit(): Promise<Marks>;
  page(): Page;
}

/**
 * A data folder whose database the server has made once (its first start, the embedded database's
 * initdb, takes past the tests' 60 s start-up limit on a loaded machine; a later start takes seconds).
 */
async function serverDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-bench-data-'));
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_INGEST: 'off',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let waited = 0; ; waited += 500) {
      if (server.exitCode !== null) throw new Error('The server exited while making its database');
      if (waited > 300_000) throw new Error('The server did not make its database within 5 minutes');
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
      if (health?.ok) return dataDir;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

async function openSide(label: string, distDir: string, template: string): Promise<Side> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-bench-data-'));
  cpSync(template, dataDir, { recursive: true });
  const server = await startServer({ distDir, dataDir });
  const browser = await openDeviceBrowser({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await browser.context.addInitScript(MARKS);
  let page = await browser.context.newPage();
  const user = await signUpInstalled(page);
  await page.getByText('No Cards in Collection').waitFor();
  // The installed app offline: the service worker serves the page, no call reaches the server.
  await browser.context.setOffline(true);
  const side: Side & { user: typeof user } = {
    label,
    server,
    user,
    page: () => page,
    async newVisit() {
      await page.close();
      page = await browser.context.newPage();
      await page.goto('/');
      await page.waitForFunction(
        () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
        null,
        {
          timeout: 120_000,
        },
      );
      return page.evaluate(() => {
        const marks = window as unknown as { __shellAt: number; __readyAt: number; __firstRowAt?: number };
        return { shell: marks.__shellAt, ready: marks.__readyAt, firstRow: marks.__firstRowAt ?? Number.NaN };
      });
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
  return side;
}

/** Runs `visit` on each side in turn, `runs` times, so a busy spell of the machine hits both alike. */
async function takingTurns<T>(sides: Side[], runs: number, visit: (side: Side) => Promise<T>) {
  const results = sides.map(() => [] as T[]);
  for (let run = 0; run < runs; run++) {
    for (const [index, side] of sides.entries()) results[index].push(await visit(side));
  }
  return results;
}

function line(label: string, [before, after]: number[], goalRatio?: number) {
  const ratio = after / before;
  const goal =
    goalRatio === undefined ? '' : `  goal ≤ ${goalRatio}×: ${ratio <= goalRatio ? 'met' : 'MISSED'}`;
  console.log(
    `${label.padEnd(44)} ${before.toFixed(0).padStart(6)} ms ${after.toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}×${goal}`,
  );
}

async function main() {
  printMachineLoad();
  const log = (message: string) => console.log(`[bench] ${message}`);
  const baseline = baselineDist(ROOT, BASELINE, log);
  await buildIfStale({ log });
  const template = await serverDataTemplate();
  const sides = [
    await openSide(`baseline ${BASELINE}`, baseline, template),
    await openSide('today', path.join(ROOT, 'dist'), template),
  ];
  rmSync(template, { recursive: true, force: true });
  try {
    const cold = await takingTurns(sides, COLD_RUNS, (side) => side.newVisit());
    const median = (runs: Marks[][], key: keyof Marks) =>
      runs.map((one) =>
        percentile(
          one.map((m) => m[key]),
          0.5,
        ),
      );
    console.log(`\n${''.padEnd(44)} ${'baseline'.padStart(9)} ${'today'.padStart(9)}  ratio`);
    line(`signed-in shell, median of ${COLD_RUNS}`, median(cold, 'shell'));
    line(`cards view ready (empty), median of ${COLD_RUNS}`, median(cold, 'ready'), 0.5);
    for (const [index, side] of sides.entries()) {
      console.log(`  ${side.label} runs: ${cold[index].map((m) => m.ready.toFixed(0)).join(', ')}`);
    }

    for (const side of sides) {
      const { userId, collectionId } = (side as Side & { user: { userId: string; collectionId: string } })
        .user;
      await seedCollection(side.page(), userId, collectionId, CARD_COUNT);
      await side.newVisit(); // the first visit after seeding has no picture of the first rows yet
    }
    const paint = await takingTurns(sides, PAINT_RUNS, (side) => side.newVisit());
    line(`${CARD_COUNT} copies: first paint, median of ${PAINT_RUNS}`, median(paint, 'firstRow'), 0.6);
    line(`${CARD_COUNT} copies: all read and shown`, median(paint, 'ready'));

    for (const side of sides) {
      await side.page().getByRole('button', { name: 'Calculate Finance Data' }).waitFor();
      await side.page().waitForTimeout(2000);
    }
    // Taking turns as well: a busy spell of the machine during one side's switches would skew the ratio.
    const switches = await takingTurns(sides, GROUPING_ROUNDS, (side) =>
      timeControlChange(
        side.page(),
        'select[name="groupBy"]',
        '[data-testid="cards-count"]',
        GROUPINGS,
        'change',
      ),
    );
    const grouping = switches.map((rounds) =>
      percentile(
        rounds.flat().map((timing) => timing.updated),
        0.5,
      ),
    );
    line(`${CARD_COUNT} copies: group-by switch, median of ${GROUPING_ROUNDS * GROUPINGS.length}`, grouping);
    printMachineLoad('after');
  } finally {
    for (const side of sides) await side.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
