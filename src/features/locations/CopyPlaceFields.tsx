import type { LocationRow } from '../../db/rows';
import { LOCATION_TEXTS } from '../../domain/texts';
import { inputStyles } from '../../ui/buttons';
import { FormField } from '../../ui/FormField';
import type { CopyPlaceDraft } from './copyPlaceDraft';
import { LocationOptions } from './LocationOptions';

/**
 * Where a copy is (issue 25): a location, or Unfiled; in a binder also its page and slot. Shown only
 * when the user has locations. `error` is the place's problem (placeProblem), shown under the fields.
 */
export function CopyPlaceFields({
  locations,
  value,
  error,
  onChange,
}: {
  locations: readonly LocationRow[];
  value: CopyPlaceDraft;
  error?: string;
  onChange(next: CopyPlaceDraft): void;
}) {
  const chosen = locations.find((location) => location.id === value.locationId);
  const binder = chosen?.kind === 'binder' ? chosen : undefined;
  return (
    <fieldset className="grid grid-cols-[2fr_1fr_1fr] items-end gap-3">
      <legend className="sr-only">{LOCATION_TEXTS.locationField}</legend>
      <FormField label={LOCATION_TEXTS.locationField} className={binder ? '' : 'col-span-3'} error={error}>
        <select
          className={inputStyles}
          value={value.locationId ?? ''}
          onChange={(event) => onChange({ locationId: event.target.value || null, page: '', slot: '' })}
        >
          <option value="">{LOCATION_TEXTS.unfiled}</option>
          <LocationOptions locations={locations} />
        </select>
      </FormField>
      {binder && (
        <>
          <FormField label={LOCATION_TEXTS.pageField}>
            <input
              className={inputStyles}
              inputMode="numeric"
              value={value.page}
              onChange={(event) => onChange({ ...value, page: event.target.value })}
            />
          </FormField>
          <FormField label={LOCATION_TEXTS.slotField}>
            <input
              className={inputStyles}
              inputMode="numeric"
              value={value.slot}
              onChange={(event) => onChange({ ...value, slot: event.target.value })}
            />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
