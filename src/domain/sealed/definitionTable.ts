import { PAGER_MAX_BUTTONS } from '../limits';
import type { SealedDefinition } from '../schemas';
import type { SortDirection } from '../valueSets';
import { definitionMatches } from './definitionSearch';

/** Product Management's sortable columns (part 2 §2): all but Actions. */
export const DEFINITION_COLUMNS = [
  { field: 'isActive', label: 'Status' },
  { field: 'name', label: 'Name' },
  { field: 'set', label: 'Set' },
  { field: 'type', label: 'Type' },
  { field: 'description', label: 'Description' },
  { field: 'releaseDate', label: 'Release Date' },
] as const;
export type DefinitionSortField = (typeof DEFINITION_COLUMNS)[number]['field'];

export interface DefinitionQuery {
  search: string;
  type: string;
  /** '' any, 'active' or 'inactive'. */
  status: string;
  set: string;
  sortField: DefinitionSortField;
  sortDirection: SortDirection;
}

export const DEFAULT_DEFINITION_QUERY: DefinitionQuery = {
  search: '',
  type: '',
  status: '',
  set: '',
  sortField: 'name',
  sortDirection: 'asc',
};

function sortText(definition: SealedDefinition, field: DefinitionSortField): string {
  if (field === 'isActive') return definition.isActive ? 'active' : 'inactive';
  return (definition[field] ?? '').toLowerCase();
}

/** Filtered, then sorted by the chosen column (ties by name). */
export function queryDefinitions(
  definitions: readonly SealedDefinition[],
  query: DefinitionQuery,
): SealedDefinition[] {
  const needle = query.search.trim().toLowerCase();
  const kept = definitions.filter(
    (definition) =>
      (query.type === '' || definition.type === query.type) &&
      (query.set === '' || definition.set === query.set) &&
      (query.status === '' || (query.status === 'active') === definition.isActive) &&
      (needle === '' || definitionMatches(definition, needle)),
  );
  const sign = query.sortDirection === 'asc' ? 1 : -1;
  const keyed = kept.map((definition) => ({
    definition,
    key: sortText(definition, query.sortField),
    name: definition.name.toLowerCase(),
  }));
  keyed.sort((a, b) => sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (a.name < b.name ? -1 : 1));
  return keyed.map((entry) => entry.definition);
}

/** A column clicked: the same column flips direction, a new one starts ascending (part 2 §4). */
export function nextSort(query: DefinitionQuery, field: DefinitionSortField): DefinitionQuery {
  if (query.sortField === field) {
    return { ...query, sortDirection: query.sortDirection === 'asc' ? 'desc' : 'asc' };
  }
  return { ...query, sortField: field, sortDirection: 'asc' };
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

/** One page of `items`; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length > 0 ? start + 1 : 0,
    to: start + shown.length,
    total: items.length,
  };
}

/** The numbered buttons: at most 5 pages around the current one, with ellipses where pages are skipped. */
export function pagerButtons(page: number, pageCount: number): (number | 'ellipsis')[] {
  const count = Math.min(PAGER_MAX_BUTTONS, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  const pages = Array.from({ length: count }, (_, index) => first + index);
  return [
    ...(first > 1 ? (['ellipsis'] as const) : []),
    ...pages,
    ...(first + count - 1 < pageCount ? (['ellipsis'] as const) : []),
  ];
}
