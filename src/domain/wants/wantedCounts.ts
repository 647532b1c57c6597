import type { WantProgress } from './haveMissing';
import { matchKey } from './matchKey';
import type { Want } from './schema';

/** A printing as a list shows it for adding: its name, set and (when known) collector number. */
export interface ShownPrinting {
  name: string;
  setCode: string;
  collectorNumber?: string;
}

/** How many of a shown printing the want list still misses (0: not wanted). */
export type WantedCount = (printing: ShownPrinting) => number;

/**
 * The "wanted (N)" lookup over the want list: N is the missing count of every want the printing
 * would answer (a want of any printing of the name, of its set, or of that very number).
 */
export function wantedCounts(list: readonly { want: Want; progress: WantProgress }[]): WantedCount {
  const byName = new Map<string, { want: Want; missing: number }[]>();
  for (const { want, progress } of list) {
    if (progress.missing === 0) continue;
    const wants = byName.get(matchKey(want.name)) ?? [];
    wants.push({ want, missing: progress.missing });
    byName.set(matchKey(want.name), wants);
  }
  return (printing) => {
    let count = 0;
    for (const { want, missing } of byName.get(matchKey(printing.name)) ?? []) {
      if (want.setCode !== '' && matchKey(want.setCode) !== matchKey(printing.setCode)) continue;
      const numbers = want.collectorNumber !== '' && printing.collectorNumber;
      if (numbers && matchKey(want.collectorNumber) !== matchKey(printing.collectorNumber ?? '')) continue;
      count += missing;
    }
    return count;
  };
}
