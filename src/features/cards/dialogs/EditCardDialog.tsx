import { useId, useState } from 'react';
import { editCard } from '../../../db/cards/editCard';
import { useDatabase } from '../../../db/DatabaseProvider';
import { InputError } from '../../../db/errors';
import { useLocations } from '../../../db/locations/useLocations';
import { CopyPlace } from '../../../domain/locations/schema';
import { type Card, EditCardForm } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { CARD_COLOR_LABELS, type ItemStatus } from '../../../domain/valueSets';
import { inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormDialogActions } from '../../../ui/FormDialogActions';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { CopyPlaceFields } from '../../locations/CopyPlaceFields';
import { placeChanged, placeDraftOf, placeOfDraft } from '../../locations/copyPlaceDraft';
import { ConditionRowsEditor } from './ConditionRowsEditor';
import { cardUpdateOf, draftFromCard } from './editCardForm';
import { printingLabel } from './printingLabel';

/**
 * "Edit Card" (part 2 §2): name, set, colour and rarity read-only; status, foil, notes and the condition
 * rows editable. Saved on the device at once (only what changed is sent to the server later).
 * With locations (issue 25), where the copy is goes in the same edit (one outbox entry): editCard
 * checks it before anything is written, so a place the binder lacks refuses the whole save.
 */
export function EditCardDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const db = useDatabase();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftFromCard(card));
  const locations = useLocations();
  const [place, setPlace] = useState(() => placeDraftOf(card));
  const { errors, failure, pending, onSubmitOf } = useFormSubmit(EditCardForm, {
    action: async (values) => {
      const moved = placeChanged(card, place) ? parsedPlace(placeOfDraft(place)) : {};
      return editCard(db, card.id, { ...cardUpdateOf(values, draft), ...moved });
    },
    onDone: onClose,
    failureText: CARD_DIALOG_TEXTS.saveError,
    refusalText: CARD_DIALOG_TEXTS.saveFailed,
  });

  return (
    <Dialog
      title={CARD_DIALOG_TEXTS.editTitle}
      onClose={onClose}
      actions={
        <FormDialogActions formId={formId} pending={pending} submitLabel="Save Changes" onCancel={onClose} />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={onSubmitOf(draft)}
        aria-label="Edit Card"
        className="flex flex-col gap-3"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-text-muted">Name</dt>
          <dd className="font-semibold">{card.name}</dd>
          <dt className="text-text-muted">Set</dt>
          <dd>{printingLabel(card) || '—'}</dd>
          <dt className="text-text-muted">Color</dt>
          <dd>{CARD_COLOR_LABELS[card.color]}</dd>
          <dt className="text-text-muted">Rarity</dt>
          <dd>{card.rarity}</dd>
        </dl>
        <div className="grid grid-cols-2 items-end gap-3">
          <FormField label="Status">
            <select
              className={inputStyles}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as ItemStatus })}
            >
              <option value="have">Have</option>
              <option value="want">Want</option>
            </select>
          </FormField>
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={draft.foil}
              onChange={(e) => setDraft({ ...draft, foil: e.target.checked })}
            />
            Foil
          </label>
        </div>
        <ConditionRowsEditor
          rows={draft.rows}
          errors={errors}
          onChange={(rows) => setDraft({ ...draft, rows })}
        />
        <FormField label="Notes">
          <textarea
            className={inputStyles}
            rows={2}
            value={draft.notes}
            onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          />
        </FormField>
        {locations && locations.length > 0 && (
          <CopyPlaceFields locations={locations} value={place} error={errors.place} onChange={setPlace} />
        )}
        <FormFailure message={failure} />
      </form>
    </Dialog>
  );
}

/** The place typed, or an InputError shown under the place fields (editCard checks it against the location). */
function parsedPlace(place: CopyPlace): CopyPlace {
  const parsed = CopyPlace.safeParse(place);
  if (!parsed.success)
    throw new InputError(parsed.error.issues[0].message, { place: parsed.error.issues[0].message });
  return parsed.data;
}
