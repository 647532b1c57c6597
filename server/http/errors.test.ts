import { describe, expect, it } from 'vitest';
import { pathToNul } from './errors';

describe('pathToNul', () => {
  it('finds a NUL in a nested string or key and names its path', () => {
    expect(pathToNul({ name: 'ok', items: [{ notes: 'a\u0000b' }] })).toBe('items.0.notes');
    expect(pathToNul({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(pathToNul('\u0000')).toBe('');
  });

  it('answers undefined for clean values', () => {
    expect(pathToNul({ name: 'Black Lotus', price: 1, tags: ['a', null, true] })).toBeUndefined();
    expect(pathToNul(null)).toBeUndefined();
  });
});
