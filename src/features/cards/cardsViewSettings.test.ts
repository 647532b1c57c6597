import { describe, expect, it } from 'vitest';
import { DEFAULT_CARDS_VIEW, hasNarrowing, nextSort, useCardsView } from './cardsViewSettings';

describe('cards view settings', () => {
  it('sorting the same field flips the direction; a new field starts ascending', () => {
    expect(nextSort({ sortField: 'name', sortDirection: 'asc' }, 'name')).toEqual({
      sortField: 'name',
      sortDirection: 'desc',
    });
    expect(nextSort({ sortField: 'name', sortDirection: 'desc' }, 'name')).toEqual({
      sortField: 'name',
      sortDirection: 'asc',
    });
    expect(nextSort({ sortField: 'name', sortDirection: 'desc' }, 'rarity')).toEqual({
      sortField: 'rarity',
      sortDirection: 'asc',
    });
  });

  it('knows when search text or a filter narrows the cards; blank text does not', () => {
    expect(hasNarrowing(DEFAULT_CARDS_VIEW)).toBe(false);
    expect(hasNarrowing({ ...DEFAULT_CARDS_VIEW, search: '   ' })).toBe(false);
    expect(hasNarrowing({ ...DEFAULT_CARDS_VIEW, search: 'bolt' })).toBe(true);
    expect(hasNarrowing({ ...DEFAULT_CARDS_VIEW, status: 'want' })).toBe(true);
  });

  it('the store sorts, flips and clears the filters but keeps the search text', () => {
    const store = useCardsView.getState();
    store.change({ search: 'elves', color: 'green', rarity: 'Common', status: 'have' });
    store.sortBy('set');
    store.toggleSortDirection();
    store.clearFilters();
    expect(useCardsView.getState()).toMatchObject({
      sortField: 'set',
      sortDirection: 'desc',
      search: 'elves',
      color: '',
      rarity: '',
      status: '',
    });
  });
});
