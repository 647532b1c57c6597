import { PEER_FORMATS } from './formats';
import type { PeerFormat } from './peerFormat';

const key = (column: string) => column.trim().toLowerCase();

/** The columns of `format` the header lacks (case ignored). */
export function missingColumns(format: PeerFormat, header: readonly string[]): string[] {
  const present = new Set(header.map(key));
  return (format.required ?? format.header).filter((column) => !present.has(key(column)));
}

/**
 * The format whose required columns the header row holds; where several fit (a file with extra
 * columns), the one that asks for most columns is the more specific. undefined: none fits.
 */
export function detectFormat(header: readonly string[]): PeerFormat | undefined {
  let best: PeerFormat | undefined;
  for (const format of PEER_FORMATS) {
    if (missingColumns(format, header).length > 0) continue;
    const size = (format.required ?? format.header).length;
    if (!best || size > (best.required ?? best.header).length) best = format;
  }
  return best;
}
