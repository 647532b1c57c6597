import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocations } from '../../db/locations/useLocations';
import type { CardRow } from '../../domain/cards/cardRow';
import type { CopyPlace } from '../../domain/locations/schema';
import { LOCATION_TEXTS } from '../../domain/texts';
import { placeLabel } from './placeLabel';

const LocationNames = createContext<ReadonlyMap<string, string>>(new Map());

/** The user's location names for every place tag below: one live read for a whole list of copies. */
export function LocationNamesProvider({ children }: { children: ReactNode }) {
  const locations = useLocations();
  const names = useMemo(
    () => new Map((locations ?? []).map((location) => [location.id, location.name])),
    [locations],
  );
  return <LocationNames.Provider value={names}>{children}</LocationNames.Provider>;
}

/**
 * Where a filed copy is ("Binder 1 p.2 s.3"), issue 25's "where is it"; nothing for a copy filed nowhere.
 * `prefix` says where it was instead ("Sold, was in Binder 2 p.4 s.1").
 */
export function CopyPlaceTag({ place, prefix }: { place: Partial<CopyPlace>; prefix?: string }) {
  const names = useContext(LocationNames);
  if (!place.locationId) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-text-secondary">
      <span className="sr-only">{LOCATION_TEXTS.locationField}:</span>
      <span aria-hidden="true">⌖</span>
      {prefix && `${prefix} `}
      {placeLabel(place, names.get(place.locationId))}
    </span>
  );
}

/**
 * A cards-view row's place (list line and grid card): a row that groups several copies may hold them
 * in several places, so only a row of one copy shows one.
 */
export function RowPlaceTag({ row }: { row: Pick<CardRow, 'cardIds' | 'card'> }) {
  return row.cardIds.length === 1 ? <CopyPlaceTag place={row.card} /> : null;
}
