import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { TransactionListData } from '../../db/hooks/useTransactions';
import type { Page } from '../../domain/sealed/definitionTable';
import {
  DEFAULT_TRANSACTION_SORT,
  hasActiveFilters,
  queryTransactions,
  sortEntries,
  type TransactionListEntry,
} from '../../domain/transactions/transactionList';
import { buttonStyles } from '../../ui/buttons';
import { TRANSACTION_PAGE_SIZES } from '../../ui/layout';
import { Pager } from '../../ui/Pager';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { TransactionCards, type TransactionRowHandlers, TransactionTable } from './TransactionTable';
import { TransactionTiles } from './TransactionTiles';
import { type TransactionsView, useTransactionsView } from './transactionsViewStore';
import { TRANSACTION_TEXTS } from './transactionTexts';

function PageView({ page, ...handlers }: { page: Page<TransactionListEntry> } & TransactionRowHandlers) {
  const view = useTransactionsView();
  return (
    <>
      <TransactionTable entries={page.items} sort={view.sort} onSort={view.sortBy} {...handlers} />
      <TransactionCards entries={page.items} {...handlers} />
      <Pager
        page={page}
        pageSize={view.pageSize}
        pageSizes={TRANSACTION_PAGE_SIZES}
        showing={TRANSACTION_TEXTS.showing}
        onPage={view.setPage}
        onPageSize={view.setPageSize}
      />
    </>
  );
}

function TransactionPage({ data, ...handlers }: { data: TransactionListData } & TransactionRowHandlers) {
  const { filters, sort, page: pageNumber, pageSize } = useTransactionsView();
  const page = useMemo(
    () => queryTransactions(data.entries, { filters, sort, page: pageNumber, pageSize }, new Date()),
    [data.entries, filters, sort, pageNumber, pageSize],
  );
  if (data.entries.length === 0) return <StatePanel title={TRANSACTION_TEXTS.emptyAll} role="status" />;
  if (page.total === 0 && hasActiveFilters(filters)) {
    return <StatePanel title={TRANSACTION_TEXTS.emptyFiltered} role="status" />;
  }
  return <PageView page={page} {...handlers} />;
}

/** Whether the list shows its default view: newest first, no filters, page 1 (what `newest` holds). */
function isDefaultView(view: TransactionsView): boolean {
  const { field, direction } = DEFAULT_TRANSACTION_SORT;
  return (
    view.page === 1 &&
    !hasActiveFilters(view.filters) &&
    view.sort.field === field &&
    view.sort.direction === direction
  );
}

/**
 * While the whole list is read: the default view's first rows from the newest transactions alone; the
 * tiles and the pager (which need every transaction) follow with the whole list. Any other view waits.
 */
function FirstPage({
  newest,
  filters,
  ...handlers
}: { newest: TransactionListEntry[] | null; filters: React.ReactNode } & TransactionRowHandlers) {
  const view = useTransactionsView();
  if (!newest || !isDefaultView(view)) return <LoadingState text={TRANSACTION_TEXTS.loading} />;
  if (newest.length === 0) return <StatePanel title={TRANSACTION_TEXTS.emptyAll} role="status" />;
  const items = sortEntries(newest, view.sort).slice(0, view.pageSize);
  return (
    <>
      <LoadingState text={TRANSACTION_TEXTS.loading} />
      {filters}
      <TransactionTable entries={items} sort={view.sort} onSort={view.sortBy} {...handlers} />
      <TransactionCards entries={items} {...handlers} />
    </>
  );
}

interface TransactionsBodyProps extends TransactionRowHandlers {
  list: LiveResult<TransactionListData>;
  /** The default view's first page, read while `list` is loading. */
  newest: LiveResult<TransactionListEntry[] | null>;
  filters: React.ReactNode;
  onRetry(): void;
}

/** Tiles, filters and the page: or loading, or "Error: …" with Retry (part 2 §8). */
export function TransactionsBody({ list, newest, filters, onRetry, ...handlers }: TransactionsBodyProps) {
  if (list.status === 'loading') {
    const first = newest.status === 'ready' ? newest.data : null;
    return <FirstPage newest={first} filters={filters} {...handlers} />;
  }
  if (list.status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-error">
        {TRANSACTION_TEXTS.errorPrefix}
        {list.message}
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          {TRANSACTION_TEXTS.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      <TransactionTiles summary={list.data.summary} />
      {filters}
      <TransactionPage data={list.data} {...handlers} />
    </>
  );
}
