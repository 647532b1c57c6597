import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { editTransaction } from '../../../db/transactions/editTransaction';
import { saveTransaction } from '../../../db/transactions/saveTransaction';
import { errorMessage, localDateIso } from '../../../domain/format';
import type { Transaction } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { WIZARD_STEP_COUNT } from '../../../ui/layout';
import { LargeDialog } from '../LargeDialog';
import { AdjustmentItemsStep } from './AdjustmentItemsStep';
import { DetailsStep } from './DetailsStep';
import { PurchaseItemsStep } from './PurchaseItemsStep';
import { ReviewStep } from './ReviewStep';
import { SaleItemsStep } from './SaleItemsStep';
import { TypeStep } from './TypeStep';
import { useWizardData } from './useWizardData';
import {
  canAdvance,
  canGoBack,
  type DraftItem,
  draftInput,
  editInput,
  newDraft,
  nextStep,
  previousStep,
  savedDraft,
  type WizardDraft,
  type WizardStep,
} from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

function stepTitle(step: WizardStep, draft: WizardDraft): string {
  const titles = WIZARD_TEXTS.stepTitles;
  if (step === 1) return titles.type;
  if (step === 2) {
    if (draft.type === 'adjustment') return titles.adjustmentItems;
    return draft.type === 'sale' ? titles.saleItems : titles.purchaseItems;
  }
  return step === 3 ? titles.details : titles.review;
}

/**
 * The New Transaction wizard (part 2 §2, §4, §5): Transaction Type → Add Items / Item Details →
 * Transaction Details → Review & Complete; Adjustment (issue 29) corrects counts. Mounting it is opening it: a fresh draft dated today, the
 * definitions read. Complete records the transaction on the device (offline too) through the ledger.
 * Given `editing` (a saved purchase or sale), it opens on that transaction's items and saves an edit.
 */
export function NewTransactionWizard({
  collectionId,
  initialItems,
  editing,
  onTrade,
  onSaved,
  onClose,
}: {
  collectionId: string;
  /** A purchase already holding these lines (Scan's tray), opened at its items step. */
  initialItems?: DraftItem[];
  /** A saved transaction to correct, opened at its items step. */
  editing?: Transaction;
  onTrade(): void;
  /** Called instead of onClose once the transaction is recorded. */
  onSaved?(): void;
  onClose(): void;
}) {
  const db = useDatabase();
  const data = useWizardData(collectionId);
  const [step, setStep] = useState<WizardStep>(initialItems || editing ? 2 : 1);
  const [draft, setDraft] = useState<WizardDraft>(() => {
    if (editing) return savedDraft(editing);
    const fresh = newDraft(localDateIso());
    return initialItems ? { ...fresh, type: 'purchase', items: initialItems } : fresh;
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const addItems = (items: DraftItem[]) =>
    setDraft((current) => ({ ...current, items: [...current.items, ...items] }));
  const removeItem = (index: number) =>
    setDraft((current) => ({ ...current, items: current.items.filter((_, at) => at !== index) }));

  const complete = () => {
    setSaving(true);
    setFailure(null);
    const saved = editing
      ? editTransaction(db, editing.id, editInput(draft, collectionId))
      : saveTransaction(db, draftInput(draft, collectionId));
    saved.then(onSaved ?? onClose, (error: unknown) => {
      console.error(error);
      setSaving(false);
      setFailure(`${WIZARD_TEXTS.saveFailed}: ${errorMessage(error)}`);
    });
  };
  const next = () => (step === WIZARD_STEP_COUNT ? complete() : setStep(nextStep(step)));

  return (
    <LargeDialog
      title={editing ? WIZARD_TEXTS.editTitle : WIZARD_TEXTS.title}
      onClose={onClose}
      footer={
        <>
          <FormFailure message={failure} />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!canGoBack(step)}
            onClick={() => setStep(previousStep(step))}
          >
            {WIZARD_TEXTS.back}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={!canAdvance(step, draft) || saving}
            onClick={next}
          >
            {step === WIZARD_STEP_COUNT
              ? saving
                ? WIZARD_TEXTS.completing
                : editing
                  ? WIZARD_TEXTS.saveEdit
                  : WIZARD_TEXTS.complete
              : WIZARD_TEXTS.next}
          </button>
        </>
      }
    >
      <p className="text-xs font-semibold text-text-secondary">
        {WIZARD_TEXTS.stepOf(step, WIZARD_STEP_COUNT)}
      </p>
      <h3 className="mb-3 text-lg font-semibold">{stepTitle(step, draft)}</h3>
      {step === 1 && (
        <TypeStep
          type={draft.type}
          onTrade={onTrade}
          // Another type starts its items afresh: a purchase's lines are no sale's.
          onType={(type) => change(type === draft.type ? {} : { type, items: [] })}
        />
      )}
      {step === 2 && draft.type === 'purchase' && (
        <PurchaseItemsStep
          items={draft.items}
          definitions={data.definitions}
          prices={data.prices}
          onAdd={addItems}
          onRemove={removeItem}
        />
      )}
      {step === 2 && draft.type === 'sale' && (
        <SaleItemsStep
          items={draft.items}
          holdings={data.holdings}
          prices={data.prices}
          onAdd={addItems}
          onRemove={removeItem}
        />
      )}
      {step === 2 && draft.type === 'adjustment' && (
        <AdjustmentItemsStep
          items={draft.items}
          holdings={data.holdings}
          definitions={data.definitions}
          prices={data.prices}
          onAdd={addItems}
          onRemove={removeItem}
        />
      )}
      {step === 3 && <DetailsStep draft={draft} onChange={change} />}
      {step === 4 && <ReviewStep draft={draft} collectionId={collectionId} editingId={editing?.id} />}
    </LargeDialog>
  );
}
