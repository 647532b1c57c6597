import { type ChangeSet, combined, deletion, rowChange } from '../changeSet';
import type { Card } from '../schemas/card';
import { LOCATION_TEXTS } from '../texts';
import { placeProblem } from './place';
import type { CopyPlace, Location } from './schema';

/** A plan that cannot go ahead says why, in the user's words. */
export class PlanRefused extends Error {}

type PlacedCard = Pick<Card, 'id'> & Partial<CopyPlace>;

/** The fields of a copy's place as stored: a copy filed nowhere keeps none, as before issue 25. */
export function withPlace<T extends PlacedCard>(card: T, place: CopyPlace): T {
  const { locationId: _l, page: _p, slot: _s, ...rest } = card;
  if (place.locationId === null) return rest as T;
  return { ...rest, ...place } as T;
}

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
export function planDeleteLocation<T extends PlacedCard & { updatedAt: string }>(
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

/** Files one copy at `place` (checked against the location it names), or unfiles it. */
export function planSetCopyPlace<T extends PlacedCard & { updatedAt: string }>(
  card: T,
  place: CopyPlace,
  location: Location | null,
  now: string,
): ChangeSet {
  const problem = placeProblem(place, location);
  if (problem) throw new PlanRefused(problem);
  return rowChange('cards', { ...withPlace(card, place), updatedAt: now }, 'update');
}
