import { type FormEvent, useState } from 'react';
import { addCardsWithDetails } from '../../../db/cards/addCardsWithDetails';
import { useDatabase } from '../../../db/DatabaseProvider';
import type { CardDefinition } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { ADD_CARD_CONDITIONS } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { CardThumbnail } from './CardThumbnail';
import { PriceInput, QuantityInput } from './CopyNumberInputs';
import {
  type AddCardCondition,
  type DetailsErrors,
  initialDetailsDraft,
  readDetailsDraft,
} from './detailsForm';
import { FormField } from './FormField';
import { localDateIso } from './localDate';
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
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDetailsDraft(draft);
    setErrors(read.ok ? {} : read.errors);
    setFailure(null);
    if (!read.ok) return;
    setSaving(true);
    try {
      await addCardsWithDetails(db, { collectionId, definition, ...read.values });
      onAdded(read.values.quantity, definition);
    } catch {
      setFailure(CARD_DIALOG_TEXTS.addSomeFailed);
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Add with Details" className="flex flex-col gap-3">
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
        <FormField label="Quantity" error={errors.quantity}>
          <QuantityInput value={draft.quantity} onValueChange={(quantity) => change({ quantity })} />
        </FormField>
        <FormField label="Purchase Price" error={errors.price} hint="Optional, in US dollars">
          <PriceInput value={draft.price} onValueChange={(price) => change({ price })} />
        </FormField>
        <FormField label="Purchase Date" error={errors.date}>
          <input
            className={inputStyles}
            type="date"
            value={draft.date}
            onChange={(e) => change({ date: e.target.value })}
          />
        </FormField>
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
      <FormField label="Notes">
        <textarea
          className={inputStyles}
          rows={2}
          value={draft.notes}
          onChange={(e) => change({ notes: e.target.value })}
        />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          {CARD_DIALOG_TEXTS.backToSearch}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? 'Adding…' : 'Add to Collection'}
        </button>
      </div>
    </form>
  );
}
