import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { moveCopies } from '../../../db/locations/moveCopies';
import { useLocations } from '../../../db/locations/useLocations';
import { errorMessage } from '../../../domain/format/errors';
import { LOCATION_MOVE_TEXTS } from '../../../domain/locations/texts';
import { LOCATION_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { type CopyPlaceDraft, placeOfDraft } from '../copyPlaceDraft';
import { LocationOptions } from '../LocationOptions';

/**
 * Move to…: a location, and for a binder the page and slot to fill from (page 1 slot 1 unless changed;
 * both left empty file the copies without a slot). A refusal (a full binder) shows here, nothing moved.
 */
export default function MoveCopiesDialog({
  cardIds,
  onClose,
  onMoved,
}: {
  cardIds: readonly string[];
  onClose(): void;
  onMoved(message: string): void;
}) {
  const db = useDatabase();
  const locations = useLocations() ?? [];
  const [draft, setDraft] = useState<CopyPlaceDraft>({ locationId: null, page: '1', slot: '1' });
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = locations.find((location) => location.id === (draft.locationId ?? locations[0]?.id));
  const binder = chosen?.kind === 'binder';

  const move = async () => {
    if (!chosen) return;
    setFailure(null);
    const { page, slot } = placeOfDraft(draft);
    try {
      const start = binder && page !== null && slot !== null ? { page, slot } : null;
      await moveCopies(db, { cardIds, locationId: chosen.id, start });
      onMoved(LOCATION_MOVE_TEXTS.moved(cardIds.length, chosen.name));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const field = (key: 'page' | 'slot', label: string) => (
    <FormField label={label}>
      <input
        className={inputStyles}
        inputMode="numeric"
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </FormField>
  );

  return (
    <Dialog
      title={LOCATION_MOVE_TEXTS.moveTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.primary} disabled={!chosen} onClick={move}>
            {LOCATION_MOVE_TEXTS.move}
          </button>
        </>
      }
    >
      <p className="text-sm text-text-secondary">{LOCATION_MOVE_TEXTS.selected(cardIds.length)}</p>
      {locations.length === 0 ? (
        <p className="text-sm">{LOCATION_TEXTS.empty}</p>
      ) : (
        <FormField label={LOCATION_TEXTS.locationField}>
          <select
            className={inputStyles}
            value={chosen?.id ?? ''}
            onChange={(event) => setDraft({ ...draft, locationId: event.target.value })}
          >
            <LocationOptions locations={locations} />
          </select>
        </FormField>
      )}
      {binder && (
        <div className="grid grid-cols-2 gap-3">
          {field('page', LOCATION_MOVE_TEXTS.startPage)}
          {field('slot', LOCATION_MOVE_TEXTS.startSlot)}
          <p className="col-span-2 text-xs text-text-muted">{LOCATION_MOVE_TEXTS.startHint}</p>
        </div>
      )}
      <FormFailure message={failure} />
    </Dialog>
  );
}
