import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A real peer export kept in tests/fixtures/peerCsv (copied from the project's shared fixtures). */
export function peerFixture(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../tests/fixtures/peerCsv/${file}`, import.meta.url)),
    'utf8',
  );
}
