import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { addSealedProducts } from '../../../db/sealed/addSealedProducts';
import { localDateIso } from '../../../domain/format';
import {
  type SealedDefinition,
  type SealedDetailsDraft,
  SealedDetailsForm,
  type SealedDetailsValues,
} from '../../../domain/schemas';
import { FALLBACK_MESSAGES, SEALED_TEXTS } from '../../../domain/texts';
import { DEFAULT_SEALED_CONDITION, SEALED_CONDITIONS } from '../../../domain/valueSets';
import { inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { AddFormFooter } from '../../forms/AddFormFooter';
import { PurchaseFields } from '../../forms/PurchaseFields';
import { useFormSubmit } from '../../forms/useFormSubmit';

interface SealedDetailsStepProps {
  definition: SealedDefinition;
  collectionId: string;
  onBack(): void;
  onAdded(quantity: number): void;
}

/** Part 2 §5: quantity 1, no price, today, Sealed, have. */
function initialDraft(): SealedDetailsDraft {
  return {
    quantity: '1',
    purchasePrice: '',
    purchaseDate: localDateIso(),
    condition: DEFAULT_SEALED_CONDITION as SealedDetailsDraft['condition'],
    status: 'have',
    notes: '',
  };
}

/** Add Sealed Product, step 2: the details of the selected product; one instance per unit. */
export function SealedDetailsStep({ definition, collectionId, onBack, onAdded }: SealedDetailsStepProps) {
  const db = useDatabase();
  const [draft, setDraft] = useState(initialDraft);
  const change = (patch: Partial<SealedDetailsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, failure, pending, onSubmitOf } = useFormSubmit(SealedDetailsForm, {
    action: (values: SealedDetailsValues) =>
      addSealedProducts(db, { collectionId, definitionId: definition.id, ...values }),
    onDone: (_rows, values) => onAdded(values.quantity),
    failureText: FALLBACK_MESSAGES.createSealed,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmitOf(draft)}
      aria-label="Product details"
      className="flex flex-col gap-3"
    >
      <div>
        <p className="font-semibold">{definition.name}</p>
        <p className="text-sm text-text-secondary">
          {definition.set} · {definition.type}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <PurchaseFields draft={draft} errors={errors} onChange={change} />
        <FormField label="Condition" error={errors.condition}>
          <select
            className={inputStyles}
            value={draft.condition}
            onChange={(event) => change({ condition: event.target.value as SealedDetailsDraft['condition'] })}
          >
            {SEALED_CONDITIONS.map((condition) => (
              <option key={condition}>{condition}</option>
            ))}
          </select>
        </FormField>
      </div>
      <AddFormFooter
        notes={draft.notes}
        onNotes={(notes) => change({ notes })}
        failure={failure}
        pending={pending}
        backLabel={SEALED_TEXTS.backToSearch}
        onBack={onBack}
      />
    </form>
  );
}
