import { useTransaction } from '../../db/hooks/useTransactions';
import { Dialog } from '../../ui/Dialog';
import { LoadingState } from '../../ui/StatePanel';
import { TRANSACTION_TEXTS } from './transactionTexts';
import { NewTransactionWizard } from './wizard/NewTransactionWizard';

/**
 * Edit from the detail dialog: the wizard opened on the saved transaction, read once. The wizard keeps
 * its own draft from then on, so a sync landing meanwhile does not reset what the collector typed.
 */
export function EditTransactionWizard({
  collectionId,
  id,
  onTrade,
  onClose,
}: {
  collectionId: string;
  id: string;
  onTrade(): void;
  onClose(): void;
}) {
  const transaction = useTransaction(id);
  if (transaction.status === 'ready' && transaction.data) {
    return (
      <NewTransactionWizard
        collectionId={collectionId}
        editing={transaction.data}
        onTrade={onTrade}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog title={TRANSACTION_TEXTS.detailTitle} onClose={onClose}>
      {transaction.status === 'error' ? (
        <p role="alert">{transaction.message}</p>
      ) : transaction.status === 'loading' ? (
        <LoadingState text={TRANSACTION_TEXTS.loading} />
      ) : (
        <p role="status">{TRANSACTION_TEXTS.emptyAll}</p>
      )}
    </Dialog>
  );
}
