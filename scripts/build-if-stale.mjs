#!/usr/bin/env node
/**
 * Builds the app with `vite build` only when dist/ is missing or older than its sources, so
 * `npm start` and the end-to-end tests always serve what is in the tree without rebuilding
 * needlessly. Usable as a module (buildIfStale) and as a command.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the bundle is made from. Unit tests beside the sources are not part of it. */
export const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
/** Written by every build; the older of the two dates the build. */
export const BUILD_OUTPUTS = ['index.html', 'sw.js'];
const NOT_BUNDLED = /\.test\.[cm]?[jt]sx?$/;

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** The most recently changed source file under `root`, or undefined when there is none. */
export function newestSource(root) {
  let newest;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!NOT_BUNDLED.test(file) && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { file: path.relative(root, file), mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of SOURCES) visit(path.join(root, source));
  return newest;
}

/** Why a build is needed, in words, or undefined when dist/ is up to date. */
export function staleReason(root) {
  const distDir = path.join(root, 'dist');
  const outputTimes = BUILD_OUTPUTS.map((name) => mtimeOf(path.join(distDir, name)));
  const missing = BUILD_OUTPUTS.filter((_, i) => outputTimes[i] === undefined);
  if (missing.length > 0) return `dist/ has no ${missing.join(' or ')}`;
  const builtAt = Math.min(...outputTimes);
  const newest = newestSource(root);
  if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed after the last build`;
  return undefined;
}

function runViteBuild(root) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds when stale. Resolves to whether it built and why; rejects when the build fails. */
export async function buildIfStale({ root = process.cwd(), log = console.log } = {}) {
  const reason = staleReason(root);
  if (!reason) {
    log('build: dist/ is up to date');
    return { built: false };
  }
  log(`build: ${reason}; running vite build`);
  const started = performance.now();
  await runViteBuild(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`build: done in ${seconds} s`);
  return { built: true, reason };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfStale().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
