import { useEffect, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { previewTransaction } from '../../../db/transactions/previewTransaction';
import { realizedGain } from '../../../domain/finance/ledgerTotals';
import { errorMessage, formatMoney, formatSignedMoney } from '../../../domain/format';
import { ImpactValue } from '../transactionDisplay';
import { DraftItemList } from './DraftItemList';
import { draftImpact, draftInput, draftTotal, type WizardDraft } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

type Preview =
  | { status: 'loading' }
  | { status: 'ready'; gain: number }
  | { status: 'refused'; message: string };

/**
 * Step 4, "Review & Complete": the lines, total and financial impact; for a sale the realized gain the
 * ledger computes on the collection as it is now, for an adjustment its reason and the cost basis of
 * the copies that leave (a draft the ledger cannot satisfy says why, here).
 */
export function ReviewStep({
  draft,
  collectionId,
  editingId,
}: {
  draft: WizardDraft;
  collectionId: string;
  /** The transaction being edited: the preview is its edit (its old effect reversed first). */
  editingId?: string;
}) {
  const db = useDatabase();
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    previewTransaction(db, draftInput(draft, collectionId), editingId).then(
      (transaction) => current && setPreview({ status: 'ready', gain: realizedGain([transaction]) }),
      (error: unknown) => current && setPreview({ status: 'refused', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [db, draft, collectionId, editingId]);
  const adjustment = draft.type === 'adjustment';

  return (
    <div className="flex flex-col gap-3">
      <DraftItemList items={draft.items} unpriced={adjustment} />
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>{WIZARD_TEXTS.date}</dt>
          <dd>{draft.date}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{WIZARD_TEXTS.total}</dt>
          <dd className="tabular-nums">{formatMoney(draftTotal(draft))}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{WIZARD_TEXTS.impact}</dt>
          <dd data-testid="review-impact">
            <ImpactValue value={draftImpact(draft)} />
          </dd>
        </div>
        {adjustment && (
          <div className="flex justify-between gap-3">
            <dt>{WIZARD_TEXTS.reason}</dt>
            <dd className="min-w-0 break-words">{draft.notes}</dd>
          </div>
        )}
        {adjustment && preview.status === 'ready' && (
          <div className="flex justify-between">
            <dt>{WIZARD_TEXTS.costBasisLost}</dt>
            <dd data-testid="review-loss" className="tabular-nums">
              {formatMoney(-preview.gain)}
            </dd>
          </div>
        )}
        {draft.type === 'sale' && preview.status === 'ready' && (
          <div className="flex justify-between">
            <dt>{WIZARD_TEXTS.realizedGain}</dt>
            <dd data-testid="review-gain" className="tabular-nums">
              {formatSignedMoney(preview.gain)}
            </dd>
          </div>
        )}
      </dl>
      {preview.status === 'refused' && (
        <p role="alert" className="text-sm text-error">
          {preview.message}
        </p>
      )}
    </div>
  );
}
