#!/usr/bin/env node
/**
 * `npm run size`: what the app costs over the wire — the gzip -9 size of every .js, .css and .html
 * file in dist/, their sum, and the first screen's share: the scripts and styles index.html loads or
 * preloads (budget 200 kB; every section loads when first opened). Build first (`npm run build`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const COUNTED = /\.(js|css|html)$/;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

if (!statSync(distDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('size: dist/ is missing; run `npm run build` first');
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const rows = filesUnder(distDir)
  .filter((file) => COUNTED.test(file))
  .map((file) => {
    const content = readFileSync(file);
    return {
      name: path.relative(distDir, file),
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const width = Math.max(...rows.map((row) => row.name.length), 5);
for (const row of rows) {
  console.log(`${row.name.padEnd(width)}  ${kB(row.raw).padStart(10)}  gzip ${kB(row.gzip).padStart(9)}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const raw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`${'total'.padEnd(width)}  ${kB(raw).padStart(10)}  gzip ${kB(total).padStart(9)}`);
console.log(`app gzip size: ${total} bytes (${kB(total)}) in ${rows.length} files`);

const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const firstScreen = new Set(
  [...html.matchAll(/(?:href|src)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);
const first = rows.filter((row) => firstScreen.has(row.name)).reduce((sum, row) => sum + row.gzip, 0);
console.log(`first screen (JS + CSS index.html loads): ${kB(first)} gzip of 200 kB`);
