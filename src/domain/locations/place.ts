import { LOCATION_TEXTS } from '../texts';
import type { CopyPlace, Location } from './schema';

/**
 * Why a copy cannot be filed at `place` in `location` (the location `place.locationId` names), or
 * null when it can. The device's form and the server ask the same question.
 */
export function placeProblem(
  place: CopyPlace,
  location: Pick<Location, 'kind' | 'pages' | 'slotsPerPage'> | null,
): string | null {
  const { page, slot } = place;
  if (place.locationId === null)
    return page === null && slot === null ? null : LOCATION_TEXTS.pageNeedsBinder;
  if (location === null) return LOCATION_TEXTS.notFound;
  if (page === null && slot === null) return null;
  if (location.kind !== 'binder') return LOCATION_TEXTS.pageNeedsBinder;
  if (page === null || slot === null) return LOCATION_TEXTS.pageNeedsSlot;
  if (page > (location.pages ?? 0)) return LOCATION_TEXTS.pageOutOfRange;
  if (slot > (location.slotsPerPage ?? 0)) return LOCATION_TEXTS.slotOutOfRange;
  return null;
}

/** The copy's place after a partial update: the fields sent replace the stored ones. */
export function placeAfter(stored: Partial<CopyPlace>, sent: Partial<CopyPlace>): CopyPlace {
  const pick = (key: keyof CopyPlace) => (sent[key] !== undefined ? sent[key] : stored[key]) ?? null;
  return {
    locationId: pick('locationId') as string | null,
    page: pick('page') as number | null,
    slot: pick('slot') as number | null,
  };
}

/** True when a partial card body says anything about the copy's place. */
export const touchesPlace = (body: Partial<CopyPlace>) =>
  body.locationId !== undefined || body.page !== undefined || body.slot !== undefined;
