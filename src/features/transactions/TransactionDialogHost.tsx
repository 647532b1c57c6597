import { DeleteTransactionDialog } from './DeleteTransactionDialog';
import { TransactionDetailDialog } from './TransactionDetailDialog';
import type { TransactionDialogState } from './transactionDialogState';

interface TransactionDialogHostProps {
  collectionId: string;
  dialog: TransactionDialogState;
  onOpen(dialog: TransactionDialogState): void;
  onClose(): void;
}

/** The open dialog of the Transactions section. */
export function TransactionDialogHost({ dialog, onClose }: TransactionDialogHostProps) {
  switch (dialog.kind) {
    case 'detail':
      return <TransactionDetailDialog id={dialog.id} onClose={onClose} />;
    case 'delete':
      return <DeleteTransactionDialog id={dialog.id} type={dialog.type} onClose={onClose} />;
    default:
      return null;
  }
}
