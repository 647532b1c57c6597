import { tokenizeQuery } from './tokenizeQuery';

/**
 * Only plain words: no term, `OR`, `-`, quote, `!exact` or `/regex/`. The cards view searches those
 * as it always has (each word in the name, set or type); anything more is a query in the language.
 */
export function isPlainWords(text: string): boolean {
  return tokenizeQuery(text).every(
    (token) =>
      token.kind === 'and' ||
      (token.kind === 'term' &&
        token.field === null &&
        !token.regex &&
        !token.exact &&
        text[token.from] !== '"'),
  );
}
