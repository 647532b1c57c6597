import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { deleteLocation } from '../../db/locations/locations';
import type { LocationRow } from '../../db/rows';
import { errorMessage } from '../../domain/format/errors';
import { LOCATION_TEXTS } from '../../domain/texts';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { FormFailure } from '../../ui/FormFailure';

const UNFILED = '';

/** Deleting a location that holds copies: the user picks where they go, another location or "Unfiled". */
export function DeleteLocationDialog({
  location,
  others,
  copies,
  onClose,
}: {
  location: LocationRow;
  others: readonly LocationRow[];
  copies: number;
  onClose(): void;
}) {
  const db = useDatabase();
  const [moveTo, setMoveTo] = useState(UNFILED);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await deleteLocation(db, location.id, { moveTo: moveTo === UNFILED ? null : moveTo });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Dialog
      title={`${LOCATION_TEXTS.delete} ${location.name}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.danger} onClick={confirm}>
            {LOCATION_TEXTS.moveCopies}
          </button>
        </>
      }
    >
      <label className="flex flex-col gap-1 text-sm">
        {LOCATION_TEXTS.deleteQuestion} ({copies})
        <select className={inputStyles} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
          <option value={UNFILED}>{LOCATION_TEXTS.unfiled}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </select>
      </label>
      <FormFailure message={failure} />
    </Dialog>
  );
}
