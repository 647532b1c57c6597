import { CARD_SEARCH_RESULTS_SHOWN, SEARCH_MIN_CHARS } from '../limits';
import type { CataloguePrinting } from './cataloguePrinting';
import { FACE_SEPARATOR } from './cataloguePrinting';
import { foldedWords, foldSearchText } from './searchText';

/** What the index keeps of a printing: enough to rank names and pick one printing per name. */
export type IndexedPrinting = Pick<
  CataloguePrinting,
  'id' | 'name' | 'setCode' | 'collectorNumber' | 'releasedAt' | 'lang'
>;

interface NameEntry {
  name: string;
  /** The folded full name, faces included ("fire ice"). */
  key: string;
  /** Folded name of each face, for "starts with" on any face. */
  faces: string[];
  words: string[];
  /** The printing shown for the name: the newest, English first. */
  printingId: string;
  releasedAt: string;
  english: boolean;
}

export interface CatalogueSearchIndex {
  /** Printing ids, best first: the printing named by set code and number, then one per name. */
  search(query: string, limit?: number): string[];
  /** Every printing id of one exact name. */
  printingsOf(name: string): string[];
  readonly nameCount: number;
}

const setNumberKey = (setCode: string, number: string) => `${setCode.toLowerCase()} ${number.toLowerCase()}`;

/** 0: the name or a face starts with the query; 1: every word starts a word of the name; 2: every word is in it. */
function rankOf(entry: NameEntry, query: string, words: readonly string[]): number {
  if (entry.key.startsWith(query) || entry.faces.some((face) => face.startsWith(query))) return 0;
  if (words.every((word) => entry.words.some((part) => part.startsWith(word)))) return 1;
  return words.every((word) => entry.key.includes(word)) ? 2 : -1;
}

/**
 * The device's search over every printing (issue 12), built once per catalogue version. A scan of
 * the distinct names with a cheap `includes` test first: a few milliseconds for 100,000 printings,
 * with no index to keep on disk.
 */
export function buildCatalogueSearchIndex(printings: Iterable<IndexedPrinting>): CatalogueSearchIndex {
  const byName = new Map<string, NameEntry>();
  const idsByName = new Map<string, string[]>();
  const bySetNumber = new Map<string, string>();
  for (const printing of printings) {
    bySetNumber.set(setNumberKey(printing.setCode, printing.collectorNumber), printing.id);
    const lower = printing.name.toLowerCase();
    const ids = idsByName.get(lower);
    if (ids) ids.push(printing.id);
    else idsByName.set(lower, [printing.id]);
    const english = printing.lang === 'en';
    const known = byName.get(lower);
    if (known) {
      const better =
        Number(english) - Number(known.english) || printing.releasedAt.localeCompare(known.releasedAt);
      if (better > 0)
        Object.assign(known, { printingId: printing.id, releasedAt: printing.releasedAt, english });
      continue;
    }
    const key = foldSearchText(printing.name);
    byName.set(lower, {
      name: printing.name,
      key,
      faces: printing.name.split(FACE_SEPARATOR).map(foldSearchText),
      words: key.split(' '),
      printingId: printing.id,
      releasedAt: printing.releasedAt,
      english,
    });
  }
  const entries = [...byName.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    nameCount: entries.length,
    printingsOf: (name) => idsByName.get(name.trim().toLowerCase()) ?? [],
    search(query, limit = CARD_SEARCH_RESULTS_SHOWN) {
      if (query.trim().length < SEARCH_MIN_CHARS) return [];
      const folded = foldSearchText(query);
      const words = foldedWords(query);
      if (words.length === 0) return [];
      const found: string[] = [];
      const exact = words.length === 2 ? bySetNumber.get(`${words[0]} ${words[1]}`) : undefined;
      if (exact) found.push(exact);
      const ranked: Array<[number, NameEntry]> = [];
      const first = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
      for (const entry of entries) {
        if (!entry.key.includes(first)) continue;
        const rank = rankOf(entry, folded, words);
        if (rank >= 0) ranked.push([rank, entry]);
      }
      // Entries are in name order already; a stable sort by rank keeps it within a rank.
      ranked.sort((a, b) => a[0] - b[0]);
      for (const [, entry] of ranked) {
        if (found.length >= limit) break;
        if (entry.printingId !== exact) found.push(entry.printingId);
      }
      return found.slice(0, limit);
    },
  };
}
