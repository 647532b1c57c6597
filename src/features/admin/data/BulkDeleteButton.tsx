import { useState } from 'react';
import {
  type BulkDeleteKind,
  countInCollection,
  deleteAllInCollection,
  NOTHING_TO_DELETE,
} from '../../../db/bulkDeletes/deleteAllInCollection';
import { getCurrentCollectionId } from '../../../db/collections/currentCollection';
import { useDatabase } from '../../../db/DatabaseProvider';
import { InputError } from '../../../db/errors';
import { BACKUP_TEXTS } from '../../../domain/backup/backupTexts';
import { TEXTS } from '../../../domain/texts';
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

type Step = { kind: 'idle' } | { kind: 'confirm'; count: number } | { kind: 'final'; count: number };

interface BulkDeleteButtonProps {
  kind: BulkDeleteKind;
  collectionName: string | null;
  onMessage(message: string, tone: 'success' | 'error'): void;
}

/** Part 2 §5: two confirmations, the second a final warning; the spec's alerts when there is nothing. */
export function BulkDeleteButton({ kind, collectionName, onMessage }: BulkDeleteButtonProps) {
  const db = useDatabase();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const wording = WORDING[kind];
  const start = async () => {
    const collectionId = await getCurrentCollectionId(db);
    if (collectionId === null) return onMessage(TEXTS.noCollectionSelected, 'error');
    const count = await countInCollection(db, kind, collectionId);
    if (count === 0) return onMessage(NOTHING_TO_DELETE[kind], 'error');
    setStep({ kind: 'confirm', count });
  };
  const run = async () => {
    setStep({ kind: 'idle' });
    try {
      const deleted = await deleteAllInCollection(db, kind, await getCurrentCollectionId(db));
      onMessage(`Deleted ${deleted} ${wording.noun}.`, 'success');
    } catch (error) {
      onMessage(error instanceof InputError ? error.message : wording.failed, 'error');
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
          message={`Delete all ${step.count} ${wording.noun} in ${collectionName ?? 'this collection'}?`}
          confirmLabel="Continue"
          onConfirm={() => setStep({ kind: 'final', count: step.count })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'final' && (
        <ConfirmDialog
          title="Final warning"
          message={`This permanently deletes ${step.count} ${wording.noun}. This cannot be undone.`}
          confirmLabel={wording.label}
          onConfirm={() => void run()}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
    </>
  );
}
