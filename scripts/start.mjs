#!/usr/bin/env node
/**
 * `npm start`: builds the app when dist/ is stale, then runs the server (the API and the app on
 * PORT, default 8080). Signals reach the server so Ctrl-C and container stops shut it down cleanly.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildIfStale({ root });
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('error', (error) => {
  console.error(`start: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
