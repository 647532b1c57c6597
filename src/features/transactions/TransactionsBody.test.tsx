// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { TransactionListData } from '../../db/hooks/useTransactions';
import { summarizeTransactions } from '../../domain/finance/transactionImpact';
import { type TransactionListEntry, toListEntry } from '../../domain/transactions/transactionList';
import { TransactionFilters } from './TransactionFilters';
import { TransactionsBody } from './TransactionsBody';
import { INITIAL_TRANSACTIONS_VIEW, useTransactionsView } from './transactionsViewStore';

beforeEach(() => useTransactionsView.setState(INITIAL_TRANSACTIONS_VIEW));
afterEach(cleanup);

function transaction(index: number, type: 'purchase' | 'sale' | 'trade' = 'purchase') {
  return {
    id: `t${index}`,
    type,
    date: '2026-11-01',
    timestamp: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
    totalValue: index,
    tradePartner: '',
    changeSummary: '',
    notes: '',
    userNotes: '',
    items: [{ name: `Card ${index}`, quantity: 1, price: index }],
  };
}

function listOf(rows: ReturnType<typeof transaction>[]): LiveResult<TransactionListData> {
  return { status: 'ready', data: { entries: rows.map(toListEntry), summary: summarizeTransactions(rows) } };
}

const handlers = { onView: vi.fn(), onDelete: vi.fn(), onRetry: vi.fn() };
const body = (
  list: LiveResult<TransactionListData>,
  newest: LiveResult<TransactionListEntry[] | null> = { status: 'ready', data: null },
) => <TransactionsBody list={list} newest={newest} filters={<TransactionFilters />} {...handlers} />;

describe('TransactionsBody', () => {
  it('shows loading, then "Error: …" with Retry', () => {
    const { rerender } = render(body({ status: 'loading' }));
    expect(screen.getByRole('status').textContent).toContain('Loading transactions...');
    rerender(body({ status: 'error', message: 'Failed to load transactions' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Failed to load transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handlers.onRetry).toHaveBeenCalled();
  });

  it('shows the newest page while the whole list is read, only for the default view', () => {
    const rows = Array.from({ length: 3 }, (_, index) => transaction(index + 1));
    render(body({ status: 'loading' }, { status: 'ready', data: rows.map(toListEntry) }));
    expect(document.querySelectorAll('[data-transaction-row]')).toHaveLength(3);
    // The pager waits for the whole list: counting 20,000 rows would hold the first page back.
    expect(screen.queryByText(/^Showing /)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transaction summary' })).toBeNull();
    act(() => useTransactionsView.getState().setPage(2));
    expect(document.querySelectorAll('[data-transaction-row]')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('Loading transactions...');
  });

  it('tells an empty ledger from filters that match nothing', () => {
    const { rerender } = render(body(listOf([])));
    expect(screen.getByText('No transactions found')).toBeTruthy();
    rerender(body(listOf([transaction(1)])));
    act(() => useTransactionsView.getState().changeFilters({ type: 'sale' }));
    expect(screen.getByText('No transactions match your current filters.')).toBeTruthy();
  });

  it('draws the six tiles with the spec formulas', () => {
    render(body(listOf([transaction(10), transaction(25, 'sale')])));
    const tiles = screen.getByRole('region', { name: 'Transaction summary' });
    expect(within(tiles).getByText('Total Spent').nextSibling?.textContent).toBe('$10.00');
    expect(within(tiles).getByText('Total Earned').nextSibling?.textContent).toBe('$25.00');
    expect(within(tiles).getByText('Net Value').nextSibling?.textContent).toBe('+$15.00');
    expect(within(tiles).getByText('Total Transactions').nextSibling?.textContent).toBe('2');
  });

  it('pages 20 at a time with the pager only when there is more than one page', () => {
    const rows = Array.from({ length: 25 }, (_, index) => transaction(index + 1));
    const { rerender } = render(body(listOf(rows)));
    expect(screen.getByText('Showing 1 to 20 of 25 transactions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 21 to 25 of 25 transactions')).toBeTruthy();
    rerender(body(listOf(rows.slice(0, 5))));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('sorts by a column header, newest first by default', () => {
    const rows = [transaction(1), transaction(3), transaction(2)];
    render(body(listOf(rows)));
    const firstSummary = () =>
      document.querySelector('[data-transaction-row] td:nth-child(4)')?.textContent ?? '';
    expect(firstSummary()).toBe('Card 3');
    fireEvent.click(screen.getByRole('button', { name: /Financial Impact/ }));
    expect(firstSummary()).toBe('Card 1');
    fireEvent.click(screen.getByRole('button', { name: /Financial Impact/ }));
    expect(firstSummary()).toBe('Card 3');
  });

  it('opens Filters & Search and clears it', () => {
    render(body(listOf([transaction(1), transaction(2, 'sale')])));
    fireEvent.click(screen.getByRole('button', { name: /Filters & Search/ }));
    fireEvent.change(screen.getByLabelText('Search transactions'), { target: { value: 'card 2' } });
    expect(document.querySelectorAll('[data-transaction-row]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(document.querySelectorAll('[data-transaction-row]')).toHaveLength(2);
  });
});
