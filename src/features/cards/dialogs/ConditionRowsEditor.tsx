import type { Condition } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { PriceInput, QuantityInput } from '../../../ui/NumberInputs';
import type { FieldErrors } from '../../forms/useFormSubmit';
import { type ConditionRowDraft, conditionOptions, newConditionRow } from './editCardForm';

interface ConditionRowsEditorProps {
  rows: ConditionRowDraft[];
  /** Messages by the field's path in the form: `rows.1.quantity`. */
  errors: FieldErrors;
  onChange(rows: ConditionRowDraft[]): void;
}

/**
 * The Edit Card dialog's condition rows (part 2 §2, §5): condition, quantity (at least 1) and price
 * (at least 0) per row, a Remove action that is disabled while only one row is left, and a way to add
 * a row. Each row is a labelled group, so its fields read as "Row 2, Quantity".
 */
export function ConditionRowsEditor({ rows, errors, onChange }: ConditionRowsEditorProps) {
  const update = (key: string, patch: Partial<ConditionRowDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const lastOne = rows.length === 1;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Conditions</legend>
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          aria-label={`Row ${index + 1}`}
          className="grid grid-cols-[1fr_5rem_6rem] items-start gap-2 rounded-md border border-border-light p-2 sm:grid-cols-[1fr_5rem_6rem_auto]"
        >
          <FormField label="Condition">
            <select
              className={inputStyles}
              value={row.condition}
              onChange={(e) => update(row.key, { condition: e.target.value as Condition })}
            >
              {conditionOptions(row.condition).map((condition) => (
                <option key={condition}>{condition}</option>
              ))}
            </select>
          </FormField>
          <FormField label="Quantity" error={errors[`rows.${index}.quantity`]}>
            <QuantityInput value={row.quantity} onValueChange={(quantity) => update(row.key, { quantity })} />
          </FormField>
          <FormField label="Price" error={errors[`rows.${index}.purchasePrice`]}>
            <PriceInput
              value={row.purchasePrice}
              onValueChange={(purchasePrice) => update(row.key, { purchasePrice })}
            />
          </FormField>
          <button
            type="button"
            className={`${buttonStyles.ghost} col-span-3 justify-self-end sm:col-span-1 sm:mt-6`}
            aria-label={`Remove row ${index + 1}`}
            disabled={lastOne}
            title={lastOne ? 'A card keeps at least one condition row' : undefined}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={`${buttonStyles.secondary} self-start`}
        onClick={() => onChange([...rows, newConditionRow()])}
      >
        + Add Condition
      </button>
    </fieldset>
  );
}
