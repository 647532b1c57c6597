import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import {
  useHasFreshTransactionList,
  useNewestTransactions,
  useTransactionList,
} from '../../db/hooks/useTransactions';
import { TEXTS } from '../../domain/texts';
import { useAddAction } from '../../shell/navigation/addActions';
import { useNavigation } from '../../shell/navigation/navigationStore';
import { DesktopAddButton, SectionHeading } from '../../ui/SectionHeading';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { TransactionDialogHost } from './TransactionDialogHost';
import { TransactionFilters } from './TransactionFilters';
import { TransactionsBody } from './TransactionsBody';
import type { TransactionRowHandlers } from './TransactionTable';
import { NO_TRANSACTION_DIALOG, type TransactionDialogState } from './transactionDialogState';
import { useTransactionsView } from './transactionsViewStore';
import { TRANSACTION_TEXTS } from './transactionTexts';

function CollectionTransactions({ collectionId }: { collectionId: string }) {
  const [attempt, setAttempt] = useState(0);
  const pageSize = useTransactionsView((view) => view.pageSize);
  // The newest page first (a few rows through an index), then the whole list: unless the last read
  // still holds, when the whole list answers at once.
  const fresh = useHasFreshTransactionList(collectionId, attempt);
  const [listReady, setListReady] = useState(false);
  const newest = useNewestTransactions(collectionId, pageSize, !fresh && !listReady);
  const list = useTransactionList(collectionId, attempt, fresh || listReady || newest.status !== 'loading');
  useEffect(() => setListReady(list.status === 'ready'), [list.status]);
  const [dialog, setDialog] = useState<TransactionDialogState>(NO_TRANSACTION_DIALOG);
  const openWizard = useCallback(() => setDialog({ kind: 'wizard' }), []);
  const close = useCallback(() => setDialog(NO_TRANSACTION_DIALOG), []);
  // Mobile: the shell's floating add button opens the same New Transaction wizard.
  useAddAction('transactions', TRANSACTION_TEXTS.addActionLabel, openWizard);

  // Profit Tracking's realized rows ask for one transaction's detail through the navigation store.
  const { transactionId, clearTransaction } = useNavigation();
  useEffect(() => {
    if (transactionId === null) return;
    setDialog({ kind: 'detail', id: transactionId });
    clearTransaction();
  }, [transactionId, clearTransaction]);

  const entries = list.status === 'ready' ? list.data.entries : null;
  const handlers = useMemo<TransactionRowHandlers>(
    () => ({
      onView: (id) => setDialog({ kind: 'detail', id }),
      onDelete: (id) => {
        const entry = entries?.find((candidate) => candidate.id === id);
        if (entry) setDialog({ kind: 'delete', id, type: entry.type });
      },
    }),
    [entries],
  );

  return (
    <section aria-labelledby="transactions-title" className="flex min-w-0 flex-col gap-3 md:gap-4">
      <SectionHeading
        id="transactions-title"
        title={TRANSACTION_TEXTS.title}
        subtitle={TRANSACTION_TEXTS.subtitle}
        action={<DesktopAddButton label={TRANSACTION_TEXTS.addTransaction} onClick={openWizard} />}
      />
      <TransactionsBody
        list={list}
        newest={newest}
        filters={<TransactionFilters />}
        onRetry={() => setAttempt((n) => n + 1)}
        {...handlers}
      />
      <TransactionDialogHost collectionId={collectionId} dialog={dialog} onOpen={setDialog} onClose={close} />
    </section>
  );
}

/** The Transactions section of the collection tab (part 2 §2), for the current collection. */
export default function TransactionsSection() {
  const collection = useCurrentCollection();
  if (collection === undefined) return <LoadingState text={TRANSACTION_TEXTS.loading} />;
  if (collection === null) return <StatePanel title={TEXTS.noCollectionSelected} role="status" />;
  return <CollectionTransactions key={collection.id} collectionId={collection.id} />;
}
