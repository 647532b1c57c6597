import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { TransactionListData } from '../../db/hooks/useTransactions';
import { TRANSACTION_PAGE_SIZES } from '../../domain/limits';
import { hasActiveFilters, queryTransactions } from '../../domain/transactions/transactionList';
import { buttonStyles } from '../../ui/buttons';
import { Pager } from '../../ui/Pager';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { TransactionCards, type TransactionRowHandlers, TransactionTable } from './TransactionTable';
import { TransactionTiles } from './TransactionTiles';
import { useTransactionsView } from './transactionsViewStore';
import { TRANSACTION_TEXTS } from './transactionTexts';

function TransactionPage({ data, ...handlers }: { data: TransactionListData } & TransactionRowHandlers) {
  const view = useTransactionsView();
  const { filters, sort, page: pageNumber, pageSize } = view;
  const page = useMemo(
    () => queryTransactions(data.entries, { filters, sort, page: pageNumber, pageSize }, new Date()),
    [data.entries, filters, sort, pageNumber, pageSize],
  );
  if (data.entries.length === 0) return <StatePanel title={TRANSACTION_TEXTS.emptyAll} role="status" />;
  if (page.total === 0 && hasActiveFilters(filters)) {
    return <StatePanel title={TRANSACTION_TEXTS.emptyFiltered} role="status" />;
  }
  return (
    <>
      <TransactionTable entries={page.items} sort={sort} onSort={view.sortBy} {...handlers} />
      <TransactionCards entries={page.items} {...handlers} />
      <Pager
        page={page}
        pageSize={pageSize}
        pageSizes={TRANSACTION_PAGE_SIZES}
        showing={TRANSACTION_TEXTS.showing}
        onPage={view.setPage}
        onPageSize={view.setPageSize}
      />
    </>
  );
}

interface TransactionsBodyProps extends TransactionRowHandlers {
  list: LiveResult<TransactionListData>;
  filters: React.ReactNode;
  onRetry(): void;
}

/** Tiles, filters and the page: or loading, or "Error: …" with Retry (part 2 §8). */
export function TransactionsBody({ list, filters, onRetry, ...handlers }: TransactionsBodyProps) {
  if (list.status === 'loading') return <LoadingState text={TRANSACTION_TEXTS.loading} />;
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
