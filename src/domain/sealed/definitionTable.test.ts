import { describe, expect, it } from 'vitest';
import type { SealedDefinition } from '../schemas';
import { searchSealedDefinitions } from './definitionSearch';
import {
  DEFAULT_DEFINITION_QUERY,
  nextSort,
  pageOf,
  pagerButtons,
  queryDefinitions,
} from './definitionTable';

const STAMP = '2025-01-01T00:00:00.000Z';
const definition = (name: string, overrides: Partial<SealedDefinition> = {}): SealedDefinition => ({
  id: name,
  name,
  set: 'Foundations',
  type: 'Booster Box',
  description: '',
  releaseDate: null,
  imageUrl: '',
  isActive: true,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...overrides,
});

describe('definition search (Add Sealed Product step 1)', () => {
  it('needs 2 characters, matches name/set/type/description ignoring case, active only, at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      definition(`Box ${String(index).padStart(2, '0')}`),
    );
    const all = [
      ...many,
      definition('Starter', { type: 'Preconstructed Deck', description: 'Two-player KIT' }),
      definition('Old', { isActive: false }),
    ];
    expect(searchSealedDefinitions(all, 'b')).toEqual([]);
    expect(searchSealedDefinitions(all, 'bo')).toHaveLength(20);
    expect(searchSealedDefinitions(all, 'kit').map((d) => d.name)).toEqual(['Starter']);
    expect(searchSealedDefinitions(all, 'precon').map((d) => d.name)).toEqual(['Starter']);
    expect(searchSealedDefinitions(all, 'old')).toEqual([]);
  });
});

describe('definitions table', () => {
  const rows = [
    definition('beta', { set: 'Bloomburrow', isActive: false, releaseDate: '2024-08-02' }),
    definition('Alpha', { type: 'Bundle' }),
    definition('gamma', { description: 'holiday' }),
  ];

  it('sorts by name ascending by default, flips on the same column, starts a new column ascending', () => {
    expect(queryDefinitions(rows, DEFAULT_DEFINITION_QUERY).map((d) => d.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
    const desc = nextSort(DEFAULT_DEFINITION_QUERY, 'name');
    expect(queryDefinitions(rows, desc).map((d) => d.name)).toEqual(['gamma', 'beta', 'Alpha']);
    const bySet = nextSort(desc, 'set');
    expect(bySet).toMatchObject({ sortField: 'set', sortDirection: 'asc' });
    expect(queryDefinitions(rows, bySet).map((d) => d.name)).toEqual(['beta', 'Alpha', 'gamma']);
  });

  it('filters by search, type, status and set', () => {
    const names = (query: Partial<typeof DEFAULT_DEFINITION_QUERY>) =>
      queryDefinitions(rows, { ...DEFAULT_DEFINITION_QUERY, ...query }).map((d) => d.name);
    expect(names({ search: 'HOLI' })).toEqual(['gamma']);
    expect(names({ type: 'Bundle' })).toEqual(['Alpha']);
    expect(names({ status: 'inactive' })).toEqual(['beta']);
    expect(names({ status: 'active', set: 'Foundations' })).toEqual(['Alpha', 'gamma']);
  });

  it('pages: Showing X to Y of Z, at most 5 numbered pages with ellipses', () => {
    const items = Array.from({ length: 95 }, (_, index) => index);
    expect(pageOf(items, 3, 10)).toMatchObject({ from: 21, to: 30, total: 95, pageCount: 10 });
    expect(pageOf(items, 99, 25)).toMatchObject({ page: 4, from: 76, to: 95 });
    expect(pageOf([], 1, 10)).toMatchObject({ from: 0, to: 0, pageCount: 1 });
    expect(pagerButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis']);
    expect(pagerButtons(6, 10)).toEqual(['ellipsis', 4, 5, 6, 7, 8, 'ellipsis']);
    expect(pagerButtons(10, 10)).toEqual(['ellipsis', 6, 7, 8, 9, 10]);
    expect(pagerButtons(2, 3)).toEqual([1, 2, 3]);
  });
});
