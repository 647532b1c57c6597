import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEPT } from '../limits';
import { RECENT_SEARCHES_VERSION, readRecentSearches, rememberSearch } from './recentSearches';

const stored = (settings: unknown) => ({ version: RECENT_SEARCHES_VERSION, settings });

describe('recent searches', () => {
  it('keeps the last queries run, newest first, each once, at most the limit', () => {
    let recent = readRecentSearches(undefined);
    for (let run = 0; run < RECENT_SEARCHES_KEPT + 2; run += 1)
      recent = rememberSearch(recent, `t:angel mv>=${run}`);
    recent = rememberSearch(recent, ` t:angel mv>=5 `);
    recent = rememberSearch(recent, '   ');
    expect(recent.queries).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recent.queries.slice(0, 3)).toEqual(['t:angel mv>=5', 't:angel mv>=11', 't:angel mv>=10']);
    expect(recent.queries).not.toContain('t:angel mv>=1');
  });

  it('reads a damaged, foreign or older value as the nearest valid list', () => {
    expect(readRecentSearches(stored({ queries: ['bolt', 3, ''] })).queries).toEqual([]);
    expect(readRecentSearches(stored({ queries: ['bolt', 'c:r'] })).queries).toEqual(['bolt', 'c:r']);
    expect(
      readRecentSearches(stored({ queries: Array.from({ length: 40 }, (_, i) => `q${i}`) })).queries,
    ).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(readRecentSearches(['bolt']).queries).toEqual([]);
    expect(readRecentSearches(stored('nonsense')).queries).toEqual([]);
  });
});
