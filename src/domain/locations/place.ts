import { LOCATION_TEXTS } from '../texts';
import type { CopyPlace, Location } from './schema';

/** A plan that cannot go ahead says why, in the user's words. */
export class PlanRefused extends Error {}

/** A copy as the place rules see it. */
export type PlacedCopy = { id: string } & Partial<CopyPlace>;

/** The fields of a copy's place as stored: a copy filed nowhere keeps none, as before issue 25. */
export function withPlace<T extends PlacedCopy>(card: T, place: CopyPlace): T {
  const { locationId: _l, page: _p, slot: _s, ...rest } = card;
  if (place.locationId === null) return rest as T;
  return { ...rest, ...place } as T;
}

// A typed page may be anything: only a whole number from 1 to the binder's size names a pocket.
const within = (value: number, size: number | null) =>
  Number.isInteger(value) && value >= 1 && value <= (size ?? 0);

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
  if (!within(page, location.pages)) return LOCATION_TEXTS.pageOutOfRange;
  if (!within(slot, location.slotsPerPage)) return LOCATION_TEXTS.slotOutOfRange;
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
