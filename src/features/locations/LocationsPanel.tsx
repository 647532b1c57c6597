import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { deleteLocation, renameLocation } from '../../db/locations/locations';
import { useLocationCopyCounts, useLocations } from '../../db/locations/useLocations';
import type { LocationRow } from '../../db/rows';
import { errorMessage } from '../../domain/format/errors';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { LOCATION_TEXTS } from '../../domain/texts';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { LoadingState } from '../../ui/StatePanel';
import { ShareButton } from '../sharing/ShareButton';
import { DeleteLocationDialog } from './DeleteLocationDialog';
import { NewLocationForm } from './NewLocationForm';
import { OpenLocationView, type OpenView } from './OpenLocationView';
import { locationSummary } from './placeLabel';

/** Locations (issue 25): where the copies are kept. Loaded when its tab is first opened. */
export default function LocationsPanel() {
  const db = useDatabase();
  const locations = useLocations();
  const counts = useLocationCopyCounts();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<LocationRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenView | null>(null);
  if (!locations) return <LoadingState text="Loading locations…" />;
  if (open) return <OpenLocationView view={open} onBack={() => setOpen(null)} />;

  const run = (work: Promise<unknown>) => {
    setFailure(null);
    work.catch((error: unknown) => setFailure(errorMessage(error)));
  };
  const remove = (location: LocationRow) => {
    if ((counts?.get(location.id) ?? 0) > 0) setDeleting(location);
    else run(deleteLocation(db, location.id));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{LOCATION_TEXTS.title}</h2>
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen({ kind: 'unfiled' })}>
          {LOCATION_MOVE_TEXTS.openUnfiled}
        </button>
      </div>
      <NewLocationForm />
      <FormFailure message={failure} />
      {locations.length === 0 ? (
        <p className="text-text-secondary">{LOCATION_TEXTS.empty}</p>
      ) : (
        <ul aria-label={LOCATION_TEXTS.title} className="flex flex-col divide-y divide-border">
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-center gap-2 py-2">
              {renaming?.id === location.id ? (
                <form
                  className="flex flex-1 gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    run(
                      renameLocation(db, location.id, { name: renaming.name }).then(() => setRenaming(null)),
                    );
                  }}
                >
                  <input
                    aria-label={`${LOCATION_TEXTS.rename} ${location.name}`}
                    className={inputStyles}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ id: location.id, name: event.target.value })}
                  />
                  <button type="submit" className={buttonStyles.primary}>
                    Save
                  </button>
                </form>
              ) : (
                <span className="flex-1">
                  <strong>{location.name}</strong>{' '}
                  <span className="text-text-secondary">
                    {locationSummary(location)} · {counts?.get(location.id) ?? 0} copies
                  </span>
                </span>
              )}
              {location.kind === 'binder' && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-label={LOCATION_MOVE_TEXTS.openBinder(location.name)}
                  onClick={() => setOpen({ kind: 'binder', binder: location })}
                >
                  Open
                </button>
              )}
              <ShareButton
                preset={{ kind: 'location', targetId: location.id }}
                name={location.name}
                className={buttonStyles.secondary}
              />
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`${LOCATION_TEXTS.rename} ${location.name}`}
                onClick={() => setRenaming({ id: location.id, name: location.name })}
              >
                {LOCATION_TEXTS.rename}
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`${LOCATION_TEXTS.delete} ${location.name}`}
                onClick={() => remove(location)}
              >
                {LOCATION_TEXTS.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteLocationDialog
          location={deleting}
          others={locations.filter((other) => other.id !== deleting.id)}
          copies={counts?.get(deleting.id) ?? 0}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
