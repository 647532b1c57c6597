import { create } from 'zustand';
import {
  DEFAULT_TRANSACTION_SORT,
  NO_TRANSACTION_FILTERS,
  nextTransactionSort,
  type TransactionFilters,
  type TransactionSort,
  type TransactionSortField,
} from '../../domain/transactions/transactionList';
import { TRANSACTION_PAGE_SIZE_DEFAULT } from '../../ui/layout';

/** How the list is shown; kept for the session, so coming back to the section keeps it. */
export interface TransactionsView {
  filters: TransactionFilters;
  sort: TransactionSort;
  page: number;
  pageSize: number;
  filtersOpen: boolean;
}

interface TransactionsViewStore extends TransactionsView {
  /** Filters, sort and page size go back to page 1 (part 2 §4). */
  changeFilters(patch: Partial<TransactionFilters>): void;
  clearFilters(): void;
  sortBy(field: TransactionSortField): void;
  setPageSize(size: number): void;
  setPage(page: number): void;
  toggleFilters(): void;
}

export const INITIAL_TRANSACTIONS_VIEW: TransactionsView = {
  filters: NO_TRANSACTION_FILTERS,
  sort: DEFAULT_TRANSACTION_SORT,
  page: 1,
  pageSize: TRANSACTION_PAGE_SIZE_DEFAULT,
  filtersOpen: false,
};

export const useTransactionsView = create<TransactionsViewStore>()((set) => ({
  ...INITIAL_TRANSACTIONS_VIEW,
  changeFilters: (patch) => set((state) => ({ filters: { ...state.filters, ...patch }, page: 1 })),
  clearFilters: () => set({ filters: NO_TRANSACTION_FILTERS, page: 1 }),
  sortBy: (field) => set((state) => ({ sort: nextTransactionSort(state.sort, field), page: 1 })),
  setPageSize: (pageSize) => set({ pageSize, page: 1 }),
  setPage: (page) => set({ page }),
  toggleFilters: () => set((state) => ({ filtersOpen: !state.filtersOpen })),
}));
