import { MAX_UNITS_PER_ADD } from '../../domain/limits';
import { inputStyles } from '../../ui/buttons';
import { FormField } from '../../ui/FormField';
import { PriceInput, QuantityInput } from '../../ui/NumberInputs';
import type { FieldErrors } from './useFormSubmit';

export interface PurchaseDraft {
  quantity: string;
  purchasePrice: string;
  purchaseDate: string;
}

interface PurchaseFieldsProps {
  draft: PurchaseDraft;
  errors: FieldErrors;
  onChange(patch: Partial<PurchaseDraft>): void;
}

/**
 * Quantity, Purchase Price and Purchase Date of an add form (part 2 §5), each with its message: the
 * fields of purchaseFormFields. The quantity input allows what the schema allows (MAX_UNITS_PER_ADD).
 */
export function PurchaseFields({ draft, errors, onChange }: PurchaseFieldsProps) {
  return (
    <>
      <FormField label="Quantity" error={errors.quantity}>
        <QuantityInput
          max={MAX_UNITS_PER_ADD}
          value={draft.quantity}
          onValueChange={(quantity) => onChange({ quantity })}
        />
      </FormField>
      <FormField label="Purchase Price" error={errors.purchasePrice} hint="Optional, in US dollars">
        <PriceInput
          value={draft.purchasePrice}
          onValueChange={(purchasePrice) => onChange({ purchasePrice })}
        />
      </FormField>
      <FormField label="Purchase Date" error={errors.purchaseDate}>
        <input
          className={inputStyles}
          type="date"
          value={draft.purchaseDate}
          onChange={(event) => onChange({ purchaseDate: event.target.value })}
        />
      </FormField>
    </>
  );
}
