import { type ChangeSet, combined, deletion, rowChange } from '../changeSet';
import { LOCATION_TEXTS } from '../texts';
import { planFileCopies } from './filing';
import { type PlacedCopy, PlanRefused, placeProblem, withPlace } from './place';
import type { CopyPlace, Location } from './schema';

export function planCreateLocation(row: Location): ChangeSet {
  return rowChange('locations', row, 'create');
}

export function planRenameLocation(row: Location, name: string, now: string): ChangeSet {
  const renamed: Location = { ...row, name, updatedAt: now };
  return rowChange('locations', renamed, 'update');
}

/**
 * Deleting a location moves its copies to `moveTo` (without page and slot: the other location has its
 * own) or to "Unfiled"; the change set lists the moved copies, which the server moves in the same call.
 */
export function planDeleteLocation<T extends PlacedCopy & { updatedAt: string }>(
  id: string,
  held: readonly T[],
  moveTo: string | null,
  now: string,
): ChangeSet {
  if (moveTo === id) throw new PlanRefused(LOCATION_TEXTS.moveToItself);
  const place = { locationId: moveTo, page: null, slot: null };
  const moved = held.map((card) =>
    rowChange('cards', { ...withPlace(card, place), updatedAt: now }, 'update'),
  );
  return combined(deletion('locations', [id]), ...moved);
}

/**
 * Files one copy at `place` (checked against the location it names), or unfiles it. Filing is
 * Move to…'s rule for one copy (filing.ts): a slot another copy of `held` takes is refused.
 */
export function planSetCopyPlace<T extends PlacedCopy & { updatedAt: string }>(
  card: T,
  place: CopyPlace,
  location: Location | null,
  now: string,
  held: readonly T[] = [],
): ChangeSet {
  const problem = placeProblem(place, location);
  if (problem) throw new PlanRefused(problem);
  if (place.locationId === null || location === null)
    return rowChange('cards', { ...withPlace(card, place), updatedAt: now }, 'update');
  const start = place.page !== null && place.slot !== null ? { page: place.page, slot: place.slot } : null;
  return planFileCopies({ copies: [card], location, start, held, whenTaken: 'refuse', now }).changes;
}
