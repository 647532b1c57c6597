import { distance } from 'fastest-levenshtein';
import { foldSearchText } from '../catalogue/searchText';
import type { ScanCatalogue, ScanPrinting } from './scanCatalogue';

/** A title read further than this share of its length from every name matches none. */
const MAX_RELATIVE_DISTANCE = 0.3;
/** Titles this short match too many names by chance. */
const MIN_TITLE_LENGTH = 3;

export interface TitleMatch {
  name: string;
  /** 0 for an exact read; the edit distance over the name's length otherwise. */
  score: number;
  /** That name's printings, newest first: the collector picks one in the tray. */
  printings: readonly ScanPrinting[];
}

/**
 * Older frames have no bottom line: the title OCR against every name on the device, by edit
 * distance on the folded text. A double-faced card's title is its front face, so each face counts.
 * Best first, at most `limit`.
 */
export function matchTitle(catalogue: ScanCatalogue, ocrTitle: string, limit = 5): TitleMatch[] {
  const read = foldSearchText(ocrTitle);
  if (read.length < MIN_TITLE_LENGTH) return [];
  const budget = Math.floor(read.length * MAX_RELATIVE_DISTANCE);
  const found: TitleMatch[] = [];
  for (const [folded, printings] of catalogue.byName) {
    const faces = folded.split(' // ').map((face) => face.trim());
    let best = Number.POSITIVE_INFINITY;
    for (const face of [folded, ...faces]) {
      // Edit distance is at least the length difference: skip names that cannot be near.
      if (Math.abs(face.length - read.length) > budget) continue;
      best = Math.min(best, distance(read, face));
    }
    if (best <= budget) {
      found.push({ name: printings[0]?.name ?? folded, score: best / read.length, printings });
    }
  }
  return found.sort((a, b) => a.score - b.score).slice(0, limit);
}
