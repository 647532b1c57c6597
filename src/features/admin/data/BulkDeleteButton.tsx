import { useState } from 'react';
import {
  type BulkDeleteKind,
  type BulkDeleteTarget,
  bulkDeleteTarget,
  deleteAllInCollection,
} from '../../../db/bulkDeletes/deleteAllInCollection';
import { currentRecordId } from '../../../db/currentRecordId';
import { useDatabase } from '../../../db/DatabaseProvider';
import { InputError } from '../../../db/errors';
import { BACKUP_TEXTS } from '../../../domain/backup/backupTexts';
import { buttonStyles } from '../../../ui/buttons';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

const WORDING: Record<BulkDeleteKind, { label: string; noun: string; failed: string }> = {
  cards: { label: 'Delete All Cards', noun: 'cards', failed: BACKUP_TEXTS.deleteCardsFailed },
  sealedProducts: {
    label: 'Delete All Sealed Products',
    noun: 'sealed products',
    failed: BACKUP_TEXTS.deleteSealedFailed,
  },
  transactions: {
    label: 'Delete All Transactions',
    noun: 'transactions',
    failed: BACKUP_TEXTS.deleteTransactionsFailed,
  },
};

type Step =
  | { kind: 'idle' }
  | ({ kind: 'confirm' } & BulkDeleteTarget)
  | ({ kind: 'final' } & BulkDeleteTarget);

interface BulkDeleteButtonProps {
  kind: BulkDeleteKind;
  onMessage(message: string, tone: 'success' | 'error'): void;
}

/**
 * Part 2 §5: two confirmations, the second a final warning; the spec's alerts when there is nothing.
 * The collection is taken once, at the click: both confirmations name it and the delete empties it,
 * even if the current collection changes meanwhile.
 */
export function BulkDeleteButton({ kind, onMessage }: BulkDeleteButtonProps) {
  const db = useDatabase();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const wording = WORDING[kind];
  const fail = (error: unknown) =>
    onMessage(error instanceof InputError ? error.message : wording.failed, 'error');
  const start = async () => {
    try {
      setStep({ kind: 'confirm', ...(await bulkDeleteTarget(db, kind)) });
    } catch (error) {
      fail(error);
    }
  };
  const run = async (target: BulkDeleteTarget) => {
    setStep({ kind: 'idle' });
    try {
      // Sync may have given the collection its real id between the click and the confirmation.
      const deleted = await deleteAllInCollection(db, kind, await currentRecordId(db, target.collectionId));
      onMessage(`Deleted ${deleted} ${wording.noun}.`, 'success');
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <button type="button" className={buttonStyles.danger} onClick={() => void start()}>
        {wording.label}
      </button>
      {step.kind === 'confirm' && (
        <ConfirmDialog
          title={wording.label}
          message={`Delete all ${step.count} ${wording.noun} in ${step.collectionName}?`}
          confirmLabel="Continue"
          onConfirm={() => setStep({ ...step, kind: 'final' })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'final' && (
        <ConfirmDialog
          title="Final warning"
          message={`This permanently deletes ${step.count} ${wording.noun} in ${step.collectionName}. This cannot be undone.`}
          confirmLabel={wording.label}
          onConfirm={() => void run(step)}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
    </>
  );
}
