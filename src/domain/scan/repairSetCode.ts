import type { BottomLine } from './bottomLine';
import { numberKey, type ScanCatalogue, type ScanPrinting } from './scanCatalogue';

/** Pairs OCR confuses in set codes, each costing less than any other substitution. */
const LOOKALIKES = ['O0', 'OQ', 'OD', 'I1', 'IL', 'L1', 'Z2', 'S5', 'G6', 'B8', 'A4', 'T7', 'E3'];
const LOOKALIKE_COST = 0.5;
/** A read further from every set code than this is not a set code. */
const MAX_SET_COST = 1;

function substitutionCost(read: string, known: string): number {
  if (read === known) return 0;
  return LOOKALIKES.some((pair) => pair.includes(read) && pair.includes(known)) ? LOOKALIKE_COST : 1;
}

/** Edit distance where a look-alike substitution is cheap (O for 0 costs half a letter). */
export function setCodeCost(read: string, known: string): number {
  let previous = Array.from({ length: known.length + 1 }, (_, index) => index);
  for (let i = 1; i <= read.length; i++) {
    const current = [i];
    for (let j = 1; j <= known.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + substitutionCost(read[i - 1] ?? '', known[j - 1] ?? ''),
      );
    }
    previous = current;
  }
  return previous[known.length] ?? Number.POSITIVE_INFINITY;
}

export interface BottomLineMatch {
  /** Best first: the repaired set code's printings of that number, the read language first. */
  candidates: ScanPrinting[];
  /** True when one set code (cheapest) holds the number: the read names one card. */
  certain: boolean;
}

/**
 * The printings a bottom line names: set codes ranked by repair cost, kept only where that set has
 * the number (the number must exist in the set), so "MHZ 138" finds MH2 138 and a misread number
 * in a real set finds nothing rather than a wrong card.
 */
export function matchBottomLine(catalogue: ScanCatalogue, line: BottomLine): BottomLineMatch {
  const read = line.setCode.toUpperCase();
  const number = numberKey(line.collectorNumber);
  const ranked: { cost: number; printings: readonly ScanPrinting[] }[] = [];
  for (const [setCode, numbers] of catalogue.bySetNumber) {
    if (Math.abs(setCode.length - read.length) > MAX_SET_COST) continue;
    const printings = numbers.get(number);
    if (!printings) continue;
    const cost = setCodeCost(read, setCode);
    if (cost <= MAX_SET_COST) ranked.push({ cost, printings });
  }
  ranked.sort((a, b) => a.cost - b.cost);
  const byLang = (printing: ScanPrinting) => (line.lang && printing.lang === line.lang ? 0 : 1);
  const candidates = ranked.flatMap((entry) => [...entry.printings].sort((a, b) => byLang(a) - byLang(b)));
  const best = ranked[0];
  const runnerUp = ranked[1];
  const certain = best !== undefined && (runnerUp === undefined || runnerUp.cost > best.cost);
  return { candidates, certain };
}
