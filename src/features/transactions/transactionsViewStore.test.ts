import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_TRANSACTIONS_VIEW, useTransactionsView } from './transactionsViewStore';

describe('the transactions view', () => {
  beforeEach(() => useTransactionsView.setState(INITIAL_TRANSACTIONS_VIEW));

  it('starts newest first, 20 a page, on page 1', () => {
    const view = useTransactionsView.getState();
    expect(view.sort).toEqual({ field: 'timestamp', direction: 'desc' });
    expect(view.pageSize).toBe(20);
    expect(view.page).toBe(1);
  });

  it('goes back to page 1 when filters, sort or page size change', () => {
    const view = () => useTransactionsView.getState();
    view().setPage(3);
    view().changeFilters({ type: 'sale' });
    expect(view()).toMatchObject({ page: 1, filters: { type: 'sale', search: '', dateRange: 'all' } });
    view().setPage(3);
    view().sortBy('type');
    expect(view()).toMatchObject({ page: 1, sort: { field: 'type', direction: 'asc' } });
    view().setPage(2);
    view().setPageSize(50);
    expect(view()).toMatchObject({ page: 1, pageSize: 50 });
    view().setPage(2);
    view().clearFilters();
    expect(view()).toMatchObject({ page: 1, filters: { type: '', search: '', dateRange: 'all' } });
  });
});
