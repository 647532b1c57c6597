import { create } from 'zustand';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import type { CardSortField, GroupMode, SortDirection, ViewMode } from '../../domain/valueSets';

/** How the cards view is shown. Kept for the session, so leaving the section and coming back keeps it. */
export interface CardsViewSettings {
  view: ViewMode;
  groupBy: GroupMode;
  sortField: CardSortField;
  sortDirection: SortDirection;
  search: string;
  color: string;
  rarity: string;
  status: string;
  /** Graded copies (issue 25): `raw`, `graded` or a grader, and a grade; '' is any. */
  grader: string;
  grade: string;
  /** The gain/loss display: percent with dollars in the tooltip, or the other way round. */
  gainLossMode: GainLossSortBy;
}

export const DEFAULT_CARDS_VIEW: CardsViewSettings = {
  view: 'grid',
  groupBy: 'product',
  sortField: 'name',
  sortDirection: 'asc',
  search: '',
  color: '',
  rarity: '',
  status: '',
  grader: '',
  grade: '',
  gainLossMode: 'percent',
};

/** Part 2 §4: sorting the same field again flips the direction; a new field starts ascending. */
export function nextSort(
  current: Pick<CardsViewSettings, 'sortField' | 'sortDirection'>,
  field: CardSortField,
): Pick<CardsViewSettings, 'sortField' | 'sortDirection'> {
  if (field !== current.sortField) return { sortField: field, sortDirection: 'asc' };
  return { sortField: field, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' };
}

/** Whether any search text or filter narrows the cards (the empty state words itself by it). */
export function hasNarrowing(
  settings: Pick<CardsViewSettings, 'search' | 'color' | 'rarity' | 'status'> &
    Partial<Pick<CardsViewSettings, 'grader' | 'grade'>>,
) {
  return (
    settings.search.trim() !== '' ||
    settings.color !== '' ||
    settings.rarity !== '' ||
    settings.status !== '' ||
    Boolean(settings.grader) ||
    Boolean(settings.grade)
  );
}

interface CardsViewStore extends CardsViewSettings {
  change(patch: Partial<CardsViewSettings>): void;
  sortBy(field: CardSortField): void;
  toggleSortDirection(): void;
  clearFilters(): void;
}

export const useCardsView = create<CardsViewStore>()((set) => ({
  ...DEFAULT_CARDS_VIEW,
  change: (patch) => set(patch),
  sortBy: (field) => set((state) => nextSort(state, field)),
  toggleSortDirection: () =>
    set((state) => ({ sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' })),
  clearFilters: () => set({ color: '', rarity: '', status: '', grader: '', grade: '' }),
}));
