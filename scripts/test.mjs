#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
 * Each runner prints its own report; this script times the steps and ends with one line
 * counting the tests of both runners (`tests: N passed, M failed`, read by CI) and the verdict.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const RESULTS_DIR = path.join(root, '.tmp');
const VITEST_RESULTS = path.join(RESULTS_DIR, 'vitest-results.json');
/** Also named in playwright.config.ts, whose JSON reporter writes it. */
const PLAYWRIGHT_RESULTS = path.join(RESULTS_DIR, 'playwright-results.json');

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${signal ?? `exited with ${code}`}`)),
    );
  });
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium`);
  }
  console.log(`${CHROMIUM} is missing; installing Debian's chromium with apt-get`);
  const apt = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], apt);
  await run('apt-get', ['install', '-y', 'chromium'], apt);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
}

const steps = [
  { name: 'chromium', run: ensureChromium },
  {
    name: 'typecheck',
    // tsc is single-threaded: the app's and the service worker's projects check side by side.
    run: () =>
      Promise.all([
        run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
        run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.sw.json']),
      ]),
  },
  { name: 'lint', run: () => run(bin('biome'), ['check', '--error-on-warnings', '.']) },
  {
    name: 'unit + integration',
    run: () =>
      run(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_RESULTS}`,
      ]),
  },
  { name: 'build', run: () => buildIfStale({ root }) },
  { name: 'e2e', run: () => run(bin('playwright'), ['test']) },
];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Real tests only: skipped and todo tests count as neither passed nor failed. */
function countTests() {
  const vitest = readJson(VITEST_RESULTS);
  const playwright = readJson(PLAYWRIGHT_RESULTS)?.stats;
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.expected ?? 0) + (playwright?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.unexpected ?? 0);
  return { passed, failed };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

mkdirSync(RESULTS_DIR, { recursive: true });
rmSync(VITEST_RESULTS, { force: true });
rmSync(PLAYWRIGHT_RESULTS, { force: true });

const timings = [];
let failure;
const started = performance.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
  const stepStarted = performance.now();
  try {
    await step.run();
  } catch (error) {
    failure = { step: step.name, message: error.message };
  }
  const took = performance.now() - stepStarted;
  timings.push({ name: step.name, took, ok: !failure });
  console.log(`${failure ? '✘' : '✔'} ${step.name} (${seconds(took)})`);
  if (failure) break;
}

console.log('\nsteps:');
for (const t of timings)
  console.log(`  ${t.ok ? '✔' : '✘'} ${t.name.padEnd(20)} ${seconds(t.took).padStart(8)}`);
console.log(`  total${' '.repeat(18)}${seconds(performance.now() - started).padStart(8)}`);

const { passed, failed } = countTests();
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failure) {
  console.log(`Failed at step "${failure.step}": ${failure.message}`);
  process.exit(1);
}
console.log('All checks passed');
