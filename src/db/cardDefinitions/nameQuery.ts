/**
 * Offline search reads a query the way the card database's bare-word search does: every word must
 * appear somewhere in the name, case-insensitively ("bolt light" finds Lightning Bolt).
 */
export function queryWords(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function nameHasWords(nameKey: string, words: readonly string[]): boolean {
  return words.every((word) => nameKey.includes(word));
}
