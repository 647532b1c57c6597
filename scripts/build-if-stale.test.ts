import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestSource, staleReason } from './build-if-stale.mjs';

let root: string;

/** Writes a file and dates it `minutesAgo` minutes back, so ordering never depends on timing. */
function write(relative: string, minutesAgo: number) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, relative);
  const when = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(file, when, when);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cardfolio-stale-'));
  write('package.json', 30);
  write('index.html', 30);
  write('vite.config.ts', 30);
  write('src/main.tsx', 20);
  write('public/logo.svg', 25);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleReason', () => {
  it('asks for a build when dist/ is missing or incomplete', () => {
    expect(staleReason(root)).toBe('dist/ has no index.html or sw.js');
    write('dist/index.html', 5);
    expect(staleReason(root)).toBe('dist/ has no sw.js');
  });

  it('is satisfied when the build is newer than every source', () => {
    write('dist/index.html', 5);
    write('dist/sw.js', 5);
    expect(staleReason(root)).toBeUndefined();
  });

  it('names the source that changed after the build, at any depth', () => {
    write('dist/index.html', 5);
    write('dist/sw.js', 5);
    write('src/features/cards/CardGrid.tsx', 1);
    expect(staleReason(root)).toBe(
      `${path.join('src', 'features', 'cards', 'CardGrid.tsx')} changed after the last build`,
    );
  });

  it('dates the build by its older output', () => {
    write('dist/index.html', 1);
    write('dist/sw.js', 15);
    write('vite.config.ts', 10);
    expect(staleReason(root)).toBe('vite.config.ts changed after the last build');
  });

  it('ignores unit tests beside the sources, which are not bundled', () => {
    write('dist/index.html', 5);
    write('dist/sw.js', 5);
    write('src/app/App.test.tsx', 1);
    expect(staleReason(root)).toBeUndefined();
    expect(newestSource(root)?.file).toBe(path.join('src', 'main.tsx'));
  });
});
