import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSACTION_SORT,
  filterEntries,
  hasActiveFilters,
  NO_TRANSACTION_FILTERS,
  nextTransactionSort,
  queryTransactions,
  rangeStart,
  sortEntries,
  sortedEntries,
  type TransactionListEntry,
  toListEntry,
} from './transactionList';

const NOW = new Date('2026-11-20T12:00:00.000Z');

function entry(id: string, patch: Partial<Parameters<typeof toListEntry>[0]> = {}): TransactionListEntry {
  return toListEntry({
    id,
    type: 'purchase',
    date: '2026-11-01',
    timestamp: '2026-11-01T10:00:00.000Z',
    totalValue: 10,
    tradePartner: '',
    changeSummary: '',
    notes: '',
    userNotes: '',
    items: [{ name: 'Lightning Bolt', quantity: 2, price: 5 }],
    ...patch,
  });
}

describe('toListEntry', () => {
  it('names the items, counts units, and gives the financial impact of its type', () => {
    const purchase = entry('p');
    expect(purchase.summary).toBe('Lightning Bolt ×2');
    expect(purchase.itemCount).toBe(2);
    expect(purchase.impact).toBe(-10);
    expect(purchase.partner).toBe('');
    const trade = entry('t', {
      type: 'trade',
      totalValue: 8,
      items: [
        { name: 'Opt', quantity: 1, price: 3, isGiven: true },
        { name: 'Ponder', quantity: 2, price: 4, isReceived: true },
      ],
    });
    expect(trade.impact).toBe(5);
    expect(trade.partner).toBe('Unknown');
    expect(entry('s', { type: 'sale', totalValue: 7 }).impact).toBe(7);
    expect(entry('o', { type: 'opening' }).impact).toBe(0);
  });

  it('prefers the change summary the transaction was saved with', () => {
    expect(entry('p', { changeSummary: 'Bought a box' }).summary).toBe('Bought a box');
  });
});

describe('filters', () => {
  const entries = [
    entry('old', { timestamp: '2025-06-01T00:00:00.000Z' }),
    entry('jan', { timestamp: '2026-01-05T00:00:00.000Z', type: 'sale', notes: 'At the Friday game' }),
    entry('recent', { timestamp: '2026-11-10T00:00:00.000Z', tradePartner: 'Alice', type: 'trade' }),
  ];

  it('keeps everything without filters (the same array: nothing copied)', () => {
    expect(filterEntries(entries, NO_TRANSACTION_FILTERS, NOW)).toBe(entries);
    expect(hasActiveFilters(NO_TRANSACTION_FILTERS)).toBe(false);
  });

  it('filters by type, by date range in hours or this year, and by search text', () => {
    const ids = (filters: Partial<typeof NO_TRANSACTION_FILTERS>) =>
      filterEntries(entries, { ...NO_TRANSACTION_FILTERS, ...filters }, NOW).map((e) => e.id);
    expect(ids({ type: 'sale' })).toEqual(['jan']);
    expect(ids({ dateRange: 'last30' })).toEqual(['recent']);
    expect(ids({ dateRange: 'thisYear' })).toEqual(['jan', 'recent']);
    expect(ids({ search: '  friday ' })).toEqual(['jan']);
    expect(ids({ search: 'alice' })).toEqual(['recent']);
    expect(ids({ search: 'bolt', type: 'purchase' })).toEqual(['old']);
    expect(hasActiveFilters({ ...NO_TRANSACTION_FILTERS, dateRange: 'last90' })).toBe(true);
  });

  it('counts 720 and 2160 hours back for the 30 and 90 day ranges', () => {
    expect(rangeStart('last30', NOW)).toBe('2026-10-21T12:00:00.000Z');
    expect(rangeStart('last90', NOW)).toBe('2026-08-22T12:00:00.000Z');
    expect(rangeStart('thisYear', NOW)).toBe('2026-01-01T00:00:00.000Z');
    expect(rangeStart('all', NOW)).toBeNull();
  });
});

describe('sorting', () => {
  const entries = [
    entry('a', { timestamp: '2026-01-01T00:00:00.000Z', type: 'sale', totalValue: 30 }),
    entry('b', { timestamp: '2026-03-01T00:00:00.000Z', type: 'purchase', totalValue: 5 }),
    entry('c', { timestamp: '2026-02-01T00:00:00.000Z', type: 'trade', totalValue: 100 }),
  ];
  const ids = (list: readonly TransactionListEntry[]) => list.map((e) => e.id);

  it('defaults to newest first', () => {
    expect(DEFAULT_TRANSACTION_SORT).toEqual({ field: 'timestamp', direction: 'desc' });
    expect(ids(sortEntries(entries, DEFAULT_TRANSACTION_SORT))).toEqual(['b', 'c', 'a']);
  });

  it('sorts by type and by total value, numerically', () => {
    expect(ids(sortEntries(entries, { field: 'type', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortEntries(entries, { field: 'totalValue', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortEntries(entries, { field: 'totalValue', direction: 'desc' }))).toEqual(['c', 'a', 'b']);
  });

  it('sorts each list once per order and filters keep that order', () => {
    const byValue = { field: 'totalValue', direction: 'desc' } as const;
    expect(sortedEntries(entries, byValue)).toBe(sortedEntries(entries, byValue));
    const sales = queryTransactions(
      entries,
      { filters: { ...NO_TRANSACTION_FILTERS, type: 'trade' }, sort: byValue, page: 1, pageSize: 20 },
      NOW,
    );
    expect(ids(sales.items)).toEqual(['c']);
    expect(
      ids(
        queryTransactions(
          entries,
          { filters: NO_TRANSACTION_FILTERS, sort: byValue, page: 1, pageSize: 20 },
          NOW,
        ).items,
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('toggles the same column and starts a new column ascending', () => {
    const byValue = nextTransactionSort(DEFAULT_TRANSACTION_SORT, 'totalValue');
    expect(byValue).toEqual({ field: 'totalValue', direction: 'asc' });
    expect(nextTransactionSort(byValue, 'totalValue')).toEqual({ field: 'totalValue', direction: 'desc' });
    expect(nextTransactionSort(DEFAULT_TRANSACTION_SORT, 'timestamp')).toEqual({
      field: 'timestamp',
      direction: 'asc',
    });
  });
});

describe('paging', () => {
  const entries = Array.from({ length: 45 }, (_, index) =>
    entry(`t${index}`, { timestamp: new Date(Date.UTC(2026, 0, 1, index)).toISOString() }),
  );
  const query = { filters: NO_TRANSACTION_FILTERS, sort: DEFAULT_TRANSACTION_SORT, page: 1, pageSize: 20 };

  it('answers the page asked for with its position, newest first', () => {
    const first = queryTransactions(entries, query, NOW);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBe('t44');
    expect(first).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 20, total: 45 });
    const last = queryTransactions(entries, { ...query, page: 3 }, NOW);
    expect(last).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(last.items.at(-1)?.id).toBe('t0');
  });

  it('shows the last page for a page past the end, and one page when all fit', () => {
    expect(queryTransactions(entries, { ...query, page: 9 }, NOW).page).toBe(3);
    expect(queryTransactions(entries, { ...query, pageSize: 50 }, NOW).pageCount).toBe(1);
  });
});
