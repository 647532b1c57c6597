import { create } from 'zustand';
import { NO_SEALED_FILTERS, type SealedFilters } from '../../domain/sealed/sealedRows';
import type { GroupMode, ViewMode } from '../../domain/valueSets';
import { DEFAULT_SEALED_SORT, type SealedSort } from './sealedSort';

/** How the sealed page is shown; kept for the session, so coming back to the section keeps it. */
export interface SealedViewSettings extends SealedFilters {
  view: ViewMode;
  groupBy: GroupMode;
  /** The list table's sort; the grid shows the rows in the same order. */
  sort: SealedSort;
}

interface SealedViewStore extends SealedViewSettings {
  change(patch: Partial<SealedViewSettings>): void;
  clearFilters(): void;
}

export const useSealedView = create<SealedViewStore>()((set) => ({
  ...NO_SEALED_FILTERS,
  view: 'grid',
  groupBy: 'product',
  sort: DEFAULT_SEALED_SORT,
  change: (patch) => set(patch),
  clearFilters: () => set({ type: '', status: '', condition: '' }),
}));

/** How many of the type, status and condition filters narrow the page. */
export function activeFilterCount({ type, status, condition }: SealedFilters): number {
  return [type, status, condition].filter((value) => value !== '').length;
}
