import { describe, expect, it } from 'vitest';
import { isPlainWords } from './plainWords';

describe('isPlainWords', () => {
  it('takes bare words (and a typed-out AND) as the plain search', () => {
    for (const text of ['', 'serra angel', 'lightning and bolt', 'm10', 'half-typed -']) {
      expect(isPlainWords(text), text).toBe(true);
    }
  });

  it('takes any term, OR, negation, quote, exact name or regex as a query', () => {
    for (const text of ['t:angel', 'bolt OR shock', '-bolt', '"serra angel"', '!bolt', '/^ser/', '(bolt)']) {
      expect(isPlainWords(text), text).toBe(false);
    }
  });
});
