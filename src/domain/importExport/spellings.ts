import type { Condition } from '../valueSets';

/**
 * A value set in a peer's words: pairs of [ours, theirs]. Import accepts every spelling listed
 * (case and spacing ignored); export writes the first spelling listed for a value. ONE table per
 * format serves both directions, so what we write is what we read back.
 */
export interface Spellings<T extends string> {
  read(text: string): T | undefined;
  write(value: T): string;
  readonly values: readonly T[];
}

const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

export function spellings<T extends string>(
  pairs: ReadonlyArray<readonly [T, string]>,
  nearest: (value: T, has: (value: T) => boolean) => T = (value) => value,
): Spellings<T> {
  const byText = new Map<string, T>();
  const byValue = new Map<T, string>();
  for (const [ours, theirs] of pairs) {
    if (!byText.has(folded(theirs))) byText.set(folded(theirs), ours);
    if (!byValue.has(ours)) byValue.set(ours, theirs);
  }
  const first = pairs[0];
  return {
    read: (text) => byText.get(folded(text)),
    write: (value) => byValue.get(value) ?? byValue.get(nearest(value, (v) => byValue.has(v))) ?? first[1],
    values: [...byValue.keys()],
  };
}

/**
 * Where a condition goes in a format that lacks it: the next grade a collector would call the same
 * copy. Walked until the format has one; Near Mint at the end.
 */
const CONDITION_NEAREST: Partial<Record<Condition, Condition[]>> = {
  Mint: ['Near Mint'],
  Excellent: ['Near Mint'],
  Good: ['Lightly Played', 'Light Played', 'Excellent'],
  'Light Played': ['Lightly Played', 'Good', 'Excellent'],
  'Lightly Played': ['Light Played', 'Good', 'Excellent'],
  'Moderately Played': ['Played', 'Good'],
  Played: ['Moderately Played', 'Good'],
  'Heavily Played': ['Played', 'Poor'],
  Damaged: ['Poor', 'Heavily Played'],
  Poor: ['Damaged', 'Heavily Played'],
  Sealed: ['Mint', 'Near Mint'],
};

export function conditionSpellings(pairs: ReadonlyArray<readonly [Condition, string]>): Spellings<Condition> {
  return spellings(pairs, (value, has) => CONDITION_NEAREST[value]?.find(has) ?? 'Near Mint');
}

/** English language names as most peers write them, against the card database's codes. */
export const LANGUAGE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['en', 'English'],
  ['de', 'German'],
  ['fr', 'French'],
  ['it', 'Italian'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['ru', 'Russian'],
  ['zhs', 'Chinese'],
  ['zhs', 'Simplified Chinese'],
  ['zht', 'Traditional Chinese'],
];

/** The card database's own codes (TopDecked writes these). */
export const LANGUAGE_CODES: ReadonlyArray<readonly [string, string]> = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'pt',
  'ja',
  'ko',
  'ru',
  'zhs',
  'zht',
].map((code) => [code, code] as const);
