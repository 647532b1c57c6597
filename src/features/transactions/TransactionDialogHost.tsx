import { DeleteTransactionDialog } from './DeleteTransactionDialog';
import { EditTransactionWizard } from './EditTransactionWizard';
import { TransactionDetailDialog } from './TransactionDetailDialog';
import { TradeDialog } from './trade/TradeDialog';
import type { TransactionDialogState } from './transactionDialogState';
import { NewTransactionWizard } from './wizard/NewTransactionWizard';

interface TransactionDialogHostProps {
  collectionId: string;
  dialog: TransactionDialogState;
  onOpen(dialog: TransactionDialogState): void;
  onClose(): void;
}

/** The open dialog of the Transactions section. */
export function TransactionDialogHost({ collectionId, dialog, onOpen, onClose }: TransactionDialogHostProps) {
  switch (dialog.kind) {
    case 'detail':
      return (
        <TransactionDetailDialog
          id={dialog.id}
          onEdit={() => onOpen({ kind: 'edit', id: dialog.id })}
          onClose={onClose}
        />
      );
    case 'delete':
      return <DeleteTransactionDialog id={dialog.id} type={dialog.type} onClose={onClose} />;
    case 'wizard':
      return (
        <NewTransactionWizard
          collectionId={collectionId}
          // Part 2 §4: choosing Trade closes the wizard and opens the trade modal.
          onTrade={() => onOpen({ kind: 'trade' })}
          onClose={onClose}
        />
      );
    case 'edit':
      return (
        <EditTransactionWizard
          collectionId={collectionId}
          id={dialog.id}
          onTrade={() => onOpen({ kind: 'trade' })}
          onClose={onClose}
        />
      );
    case 'trade':
      return <TradeDialog collectionId={collectionId} onClose={onClose} />;
    default:
      return null;
  }
}
