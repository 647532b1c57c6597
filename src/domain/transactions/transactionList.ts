import { describeItems, financialImpact, type ImpactTransaction } from '../finance/transactionImpact';
import { DEFAULT_TRADE_PARTNER } from '../limits';
import type { Transaction } from '../schemas';
import { type Page, pageOf } from '../sealed/definitionTable';
import { DATE_FILTERS, type SortDirection, type TransactionType } from '../valueSets';

/**
 * What the list shows of one transaction, computed once per read: filtering, sorting and paging
 * 20,000 of these touch no item arrays, so a keystroke or a column click stays cheap.
 */
export interface TransactionListEntry {
  id: string;
  type: TransactionType;
  timestamp: string;
  date: string;
  totalValue: number;
  impact: number;
  summary: string;
  /** Units over all lines. */
  itemCount: number;
  /** The trade partner; "Unknown" for a trade without one, '' for the other types. */
  partner: string;
  /** Lower-cased summary, item names, partner, notes and type: what the search box matches. */
  haystack: string;
}

type ListSource = ImpactTransaction &
  Pick<Transaction, 'id' | 'timestamp' | 'changeSummary' | 'notes' | 'userNotes'>;

export function toListEntry(transaction: ListSource): TransactionListEntry {
  const summary = transaction.changeSummary.trim() || describeItems(transaction.items);
  const partner =
    transaction.tradePartner.trim() || (transaction.type === 'trade' ? DEFAULT_TRADE_PARTNER : '');
  let itemCount = 0;
  const names: string[] = [];
  for (const item of transaction.items) {
    itemCount += item.quantity;
    names.push(item.name);
  }
  return {
    id: transaction.id,
    type: transaction.type,
    timestamp: transaction.timestamp,
    date: transaction.date,
    totalValue: transaction.totalValue,
    impact: financialImpact(transaction),
    summary,
    itemCount,
    partner,
    haystack: [summary, ...names, partner, transaction.notes, transaction.userNotes, transaction.type]
      .join('\n')
      .toLowerCase(),
  };
}

export type DateRange = (typeof DATE_FILTERS)[number]['id'];
export const TRANSACTION_SORT_FIELDS = ['type', 'timestamp', 'totalValue'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

export interface TransactionFilters {
  search: string;
  /** '' for every type. */
  type: TransactionType | '';
  dateRange: DateRange;
}

export interface TransactionSort {
  field: TransactionSortField;
  direction: SortDirection;
}

export const NO_TRANSACTION_FILTERS: TransactionFilters = { search: '', type: '', dateRange: 'all' };
/** Part 2 §4: newest first until a column is chosen. */
export const DEFAULT_TRANSACTION_SORT: TransactionSort = { field: 'timestamp', direction: 'desc' };

export function hasActiveFilters(filters: TransactionFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== '' || filters.dateRange !== 'all';
}

/**
 * The earliest moment a date range keeps, as an ISO string (timestamps compare as text), or null for
 * all time. The 30 and 90 day ranges count hours back from now (part 2 §9); this year starts on 1 January.
 */
export function rangeStart(range: DateRange, now: Date): string | null {
  const filter = DATE_FILTERS.find((candidate) => candidate.id === range);
  if (!filter || filter.id === 'all') return null;
  if (filter.hours !== null) return new Date(now.getTime() - filter.hours * 3_600_000).toISOString();
  return new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
}

export function filterEntries(
  entries: readonly TransactionListEntry[],
  filters: TransactionFilters,
  now: Date,
): readonly TransactionListEntry[] {
  const needle = filters.search.trim().toLowerCase();
  const since = rangeStart(filters.dateRange, now);
  if (needle === '' && filters.type === '' && since === null) return entries;
  return entries.filter(
    (entry) =>
      (filters.type === '' || entry.type === filters.type) &&
      (since === null || entry.timestamp >= since) &&
      (needle === '' || entry.haystack.includes(needle)),
  );
}

function compareBy(
  field: TransactionSortField,
): (a: TransactionListEntry, b: TransactionListEntry) => number {
  if (field === 'totalValue') return (a, b) => a.totalValue - b.totalValue;
  return (a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0);
}

/** Sorted by the chosen column; ties newest first, so equal rows keep a stable, sensible order. */
export function sortEntries(
  entries: readonly TransactionListEntry[],
  sort: TransactionSort,
): TransactionListEntry[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const primary = compareBy(sort.field);
  const byTime = compareBy('timestamp');
  return [...entries].sort((a, b) => sign * primary(a, b) || byTime(b, a) || (a.id < b.id ? -1 : 1));
}

/** A header clicked: the same column flips direction, a new one starts ascending (part 2 §4). */
export function nextTransactionSort(sort: TransactionSort, field: TransactionSortField): TransactionSort {
  if (sort.field === field) return { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

const sortedOnce = new WeakMap<readonly TransactionListEntry[], Map<string, TransactionListEntry[]>>();

/**
 * `entries` sorted, remembered per list and order: 20,000 entries are sorted once per column and
 * direction, and filtering keeps the order, so a filter change or a column clicked again sorts nothing.
 */
export function sortedEntries(
  entries: readonly TransactionListEntry[],
  sort: TransactionSort,
): readonly TransactionListEntry[] {
  let orders = sortedOnce.get(entries);
  if (!orders) {
    orders = new Map();
    sortedOnce.set(entries, orders);
  }
  const key = `${sort.field}|${sort.direction}`;
  let sorted = orders.get(key);
  if (!sorted) {
    sorted = sortEntries(entries, sort);
    orders.set(key, sorted);
  }
  return sorted;
}

/** Sort (remembered), filter, then the page asked for (a page past the end shows the last one). */
export function queryTransactions(
  entries: readonly TransactionListEntry[],
  query: { filters: TransactionFilters; sort: TransactionSort; page: number; pageSize: number },
  now: Date,
): Page<TransactionListEntry> {
  const kept = filterEntries(sortedEntries(entries, query.sort), query.filters, now);
  return pageOf(kept, query.page, query.pageSize);
}
