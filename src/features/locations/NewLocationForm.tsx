import { type FormEvent, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { createLocation } from '../../db/locations/locations';
import { errorMessage } from '../../domain/format/errors';
import { DEFAULT_SLOTS_PER_PAGE } from '../../domain/locations/limits';
import { LOCATION_KINDS, type LocationKind } from '../../domain/locations/schema';
import { LOCATION_TEXTS } from '../../domain/texts';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';

/** Name and kind; a binder also asks for its pages and slots per page. */
export function NewLocationForm() {
  const db = useDatabase();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<LocationKind>('binder');
  const [pages, setPages] = useState('10');
  const [slots, setSlots] = useState(String(DEFAULT_SLOTS_PER_PAGE));
  const [failure, setFailure] = useState<string | null>(null);
  const binder = kind === 'binder';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await createLocation(db, {
        name,
        kind,
        pages: binder ? Number(pages) : null,
        slotsPerPage: binder ? Number(slots) : null,
      });
      setName('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={LOCATION_TEXTS.newLocation}
      className="flex flex-wrap items-end gap-2"
    >
      <label className="flex flex-col text-sm">
        Name
        <input className={inputStyles} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="flex flex-col text-sm">
        Kind
        <select
          className={inputStyles}
          value={kind}
          onChange={(event) => setKind(event.target.value as LocationKind)}
        >
          {LOCATION_KINDS.map((option) => (
            <option key={option} value={option}>
              {LOCATION_TEXTS.kinds[option]}
            </option>
          ))}
        </select>
      </label>
      {binder && (
        <>
          <label className="flex w-24 flex-col text-sm">
            Pages
            <input
              className={inputStyles}
              inputMode="numeric"
              value={pages}
              onChange={(e) => setPages(e.target.value)}
            />
          </label>
          <label className="flex w-28 flex-col text-sm">
            Slots per page
            <input
              className={inputStyles}
              inputMode="numeric"
              value={slots}
              onChange={(e) => setSlots(e.target.value)}
            />
          </label>
        </>
      )}
      <button type="submit" className={buttonStyles.primary}>
        {LOCATION_TEXTS.addLocation}
      </button>
      <div className="basis-full">
        <FormFailure message={failure} />
      </div>
    </form>
  );
}
