import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { deleteTransaction } from '../../db/transactions/deleteTransaction';
import { errorMessage } from '../../domain/format';
import type { TransactionType } from '../../domain/valueSets';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { FormFailure } from '../../ui/FormFailure';
import { TRANSACTION_TEXTS } from './transactionTexts';

/** Types whose delete gives back what they took out of the collection. */
const TAKES_ITEMS: readonly TransactionType[] = ['sale', 'trade', 'opening'];

/**
 * The delete confirmation (part 2 §2): warns that what the transaction added goes with it and, for a
 * sale, trade or opening, that what it took comes back. A refusal keeps the dialog open with its reason.
 */
export function DeleteTransactionDialog({
  id,
  type,
  onClose,
}: {
  id: string;
  type: TransactionType;
  onClose(): void;
}) {
  const db = useDatabase();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setPending(true);
    deleteTransaction(db, id).then(onClose, (error: unknown) => {
      console.error(error);
      setPending(false);
      setFailure(`${TRANSACTION_TEXTS.deleteFailed}: ${errorMessage(error)}`);
    });
  };
  return (
    <Dialog
      title={TRANSACTION_TEXTS.deleteTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.danger} disabled={pending} onClick={confirm}>
            {TRANSACTION_TEXTS.deleteConfirm}
          </button>
        </>
      }
    >
      <p className="text-text">{TRANSACTION_TEXTS.deleteQuestion}</p>
      <p role="note" className="text-sm text-warning">
        {TRANSACTION_TEXTS.deleteAddedWarning}
        {TAKES_ITEMS.includes(type) && ` ${TRANSACTION_TEXTS.deleteTakenWarning}`}
      </p>
      <FormFailure message={failure} />
    </Dialog>
  );
}
