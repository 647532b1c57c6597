import { inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { reasonMissing, type WizardDraft } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

type FeeField = 'platformFee' | 'shippingCost' | 'taxAmount';
const FEES: FeeField[] = ['platformFee', 'shippingCost', 'taxAmount'];

/**
 * Step 3, "Transaction Details": the date (today by default), notes, and a sale's fee, shipping and
 * tax. An adjustment's notes are its reason, required, with a message while it is blank.
 */
export function DetailsStep({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange(patch: Partial<WizardDraft>): void;
}) {
  const adjustment = draft.type === 'adjustment';
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FormField label={WIZARD_TEXTS.date}>
        <input
          className={inputStyles}
          type="date"
          required
          value={draft.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      </FormField>
      {draft.type === 'sale' &&
        FEES.map((field) => (
          <FormField
            key={field}
            label={WIZARD_TEXTS[field]}
            error={draft[field] >= 0 ? undefined : WIZARD_TEXTS.invalidPrice}
          >
            <input
              className={inputStyles}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={Number.isNaN(draft[field]) ? '' : draft[field]}
              onChange={(event) =>
                onChange({ [field]: event.target.value === '' ? 0 : Number(event.target.value) })
              }
            />
          </FormField>
        ))}
      <FormField
        label={adjustment ? WIZARD_TEXTS.reason : WIZARD_TEXTS.notes}
        hint={adjustment ? WIZARD_TEXTS.reasonHint : undefined}
        error={reasonMissing(draft) ? WIZARD_TEXTS.reasonRequired : undefined}
        className="md:col-span-2"
      >
        <textarea
          className={inputStyles}
          required={adjustment}
          rows={3}
          value={draft.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </FormField>
    </div>
  );
}
