import { useId, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { editSealedProduct } from '../../../db/sealed/editSealedProduct';
import { type SealedEditDraft, SealedEditForm, type SealedProduct } from '../../../domain/schemas';
import { FALLBACK_MESSAGES, SEALED_TEXTS } from '../../../domain/texts';
import type { Condition, ItemStatus } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormDialogActions } from '../../../ui/FormDialogActions';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { PriceInput, QuantityInput } from '../../../ui/NumberInputs';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { draftFromProduct, sealedConditionOptions, sealedTypeOptions } from './editSealedDraft';

type TextField = 'name' | 'set' | 'releaseDate' | 'purchaseDate' | 'imageUrl';
const TEXT_FIELDS: { field: TextField; label: string; type: string }[] = [
  { field: 'name', label: 'Product Name', type: 'text' },
  { field: 'set', label: 'Set', type: 'text' },
  { field: 'releaseDate', label: 'Release Date', type: 'date' },
  { field: 'purchaseDate', label: 'Purchase Date', type: 'date' },
  { field: 'imageUrl', label: 'Product Image URL', type: 'url' },
];

/**
 * Edit Sealed Product (part 2 §2, §5): every field, with Reset (back to the stored values), Cancel and
 * Save Changes. Name, set and type are the product's definition (see editSealedProduct).
 */
export function EditSealedDialog({ product, onClose }: { product: SealedProduct; onClose(): void }) {
  const db = useDatabase();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftFromProduct(product));
  const change = (patch: Partial<SealedEditDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, failure, pending, onSubmitOf } = useFormSubmit(SealedEditForm, {
    action: (values) => editSealedProduct(db, product.id, values),
    onDone: onClose,
    failureText: FALLBACK_MESSAGES.updateSealed,
  });

  return (
    <Dialog
      title={SEALED_TEXTS.editTitle}
      onClose={onClose}
      actions={
        <FormDialogActions formId={formId} pending={pending} submitLabel="Save Changes" onCancel={onClose}>
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => setDraft(draftFromProduct(product))}
          >
            Reset
          </button>
        </FormDialogActions>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={onSubmitOf(draft)}
        aria-label={SEALED_TEXTS.editTitle}
        className="grid grid-cols-2 gap-3"
      >
        {TEXT_FIELDS.slice(0, 2).map(({ field, label, type }) => (
          <FormField key={field} label={label} error={errors[field]} className="col-span-2">
            <input
              className={inputStyles}
              type={type}
              value={draft[field]}
              onChange={(e) => change({ [field]: e.target.value })}
            />
          </FormField>
        ))}
        <FormField label="Product Type" error={errors.type}>
          <select
            className={inputStyles}
            value={draft.type}
            onChange={(e) => change({ type: e.target.value as SealedEditDraft['type'] })}
          >
            {sealedTypeOptions(draft.type).map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Quantity" error={errors.quantity}>
          <QuantityInput value={draft.quantity} onValueChange={(quantity) => change({ quantity })} />
        </FormField>
        <FormField label="Condition" error={errors.condition}>
          <select
            className={inputStyles}
            value={draft.condition}
            onChange={(e) => change({ condition: e.target.value as Condition })}
          >
            {sealedConditionOptions(draft.condition as Condition).map((condition) => (
              <option key={condition}>{condition}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Status" error={errors.status}>
          <select
            className={inputStyles}
            value={draft.status}
            onChange={(e) => change({ status: e.target.value as ItemStatus })}
          >
            <option value="have">Have</option>
            <option value="want">Want</option>
          </select>
        </FormField>
        <FormField label="Purchase Price" error={errors.purchasePrice}>
          <PriceInput
            value={draft.purchasePrice}
            onValueChange={(purchasePrice) => change({ purchasePrice })}
          />
        </FormField>
        {TEXT_FIELDS.slice(2).map(({ field, label, type }) => (
          <FormField
            key={field}
            label={label}
            error={errors[field]}
            className={field === 'imageUrl' ? 'col-span-2' : ''}
          >
            <input
              className={inputStyles}
              type={type}
              value={draft[field]}
              onChange={(e) => change({ [field]: e.target.value })}
            />
          </FormField>
        ))}
        <FormField label="Notes" className="col-span-2">
          <textarea
            className={inputStyles}
            rows={2}
            value={draft.notes}
            onChange={(e) => change({ notes: e.target.value })}
          />
        </FormField>
        <div className="col-span-2">
          <FormFailure message={failure} />
        </div>
      </form>
    </Dialog>
  );
}
