/**
 * An ILIKE pattern matching `text` anywhere. `%`, `_` and `\` typed by the user match themselves, so a
 * search for "100%" finds "100% foil" and not everything.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
