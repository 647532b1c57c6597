#!/usr/bin/env node
/**
 * `npm run bench [name]`: runs every tests/bench/*.bench.ts (or those whose file name contains
 * `name`) one after another, each in its own Node process so one bench's heap never skews the next.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'tests', 'bench');
const filter = process.argv[2] ?? '';

const benches = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();

if (benches.length === 0) {
  console.log(filter ? `bench: no tests/bench/*.bench.ts matches "${filter}"` : 'bench: no benches yet');
  process.exit(filter ? 1 : 0);
}

const crashed = [];
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('tests', 'bench', name)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) crashed.push(`${name} (${run.signal ?? `exit code ${run.status}`})`);
}

if (crashed.length > 0) {
  console.error(`\nbench: ${crashed.length} of ${benches.length} failed: ${crashed.join(', ')}`);
  process.exit(1);
}
console.log(`\nbench: ${benches.length} ran`);
