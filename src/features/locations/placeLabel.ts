import type { CopyPlace, Location } from '../../domain/locations/schema';
import { LOCATION_TEXTS } from '../../domain/texts';

/** "Binder · 10 pages × 9", "Box". */
export function locationSummary(location: Pick<Location, 'kind' | 'pages' | 'slotsPerPage'>): string {
  const kind = LOCATION_TEXTS.kinds[location.kind];
  return location.kind === 'binder' ? `${kind} · ${location.pages} pages × ${location.slotsPerPage}` : kind;
}

/** Where a copy is, in words: "Binder 2 p.4 s.3", "Box", or "Unfiled". */
export function placeLabel(place: Partial<CopyPlace>, locationName: string | undefined): string {
  if (!place.locationId || locationName === undefined) return LOCATION_TEXTS.unfiled;
  return place.page && place.slot ? `${locationName} p.${place.page} s.${place.slot}` : locationName;
}
