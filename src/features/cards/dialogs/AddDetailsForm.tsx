import { useState } from 'react';
import { addCardsWithDetails } from '../../../db/cards/addCardsWithDetails';
import { useDatabase } from '../../../db/DatabaseProvider';
import { localDateIso } from '../../../domain/format';
import { type CardDefinition, CardDetailsForm, type CardDetailsValues } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { ADD_CARD_CONDITIONS } from '../../../domain/valueSets';
import { inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { AddFormFooter } from '../../forms/AddFormFooter';
import { PurchaseFields } from '../../forms/PurchaseFields';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { CardThumbnail } from './CardThumbnail';
import { type AddCardCondition, initialDetailsDraft } from './detailsForm';
import { printingLabel } from './printingLabel';

interface AddDetailsFormProps {
  definition: CardDefinition;
  collectionId: string;
  onBack(): void;
  onAdded(count: number, definition: CardDefinition): void;
}

/**
 * Add with Details (part 2 §2, §5): quantity, price, date, condition, foil, notes for the selected
 * printing. Quantity N stores N copies of one each; "Back to Search" returns without adding.
 */
export function AddDetailsForm({ definition, collectionId, onBack, onAdded }: AddDetailsFormProps) {
  const db = useDatabase();
  const [draft, setDraft] = useState(() => initialDetailsDraft(localDateIso()));
  const change = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, failure, pending, onSubmitOf } = useFormSubmit(CardDetailsForm, {
    action: (values: CardDetailsValues) => addCardsWithDetails(db, { collectionId, definition, ...values }),
    onDone: (_rows, values) => onAdded(values.quantity, definition),
    failureText: CARD_DIALOG_TEXTS.addSomeFailed,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmitOf(draft)}
      aria-label="Add with Details"
      className="flex flex-col gap-3"
    >
      <div className="flex gap-3">
        <CardThumbnail url={definition.imageUrl} className="h-24 w-16" />
        <div className="min-w-0">
          <p className="font-semibold">{definition.name}</p>
          <p className="text-sm text-text-secondary">{printingLabel(definition)}</p>
          <p className="text-xs text-text-muted">
            {[definition.type, definition.rarity].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <PurchaseFields draft={draft} errors={errors} onChange={change} />
        <FormField label="Condition">
          <select
            className={inputStyles}
            value={draft.condition}
            onChange={(e) => change({ condition: e.target.value as AddCardCondition })}
          >
            {ADD_CARD_CONDITIONS.map((condition) => (
              <option key={condition}>{condition}</option>
            ))}
          </select>
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={draft.foil}
          onChange={(e) => change({ foil: e.target.checked })}
        />
        Foil
      </label>
      <AddFormFooter
        notes={draft.notes}
        onNotes={(notes) => change({ notes })}
        failure={failure}
        pending={pending}
        backLabel={CARD_DIALOG_TEXTS.backToSearch}
        onBack={onBack}
      />
    </form>
  );
}
