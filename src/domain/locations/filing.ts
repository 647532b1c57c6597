import { type ChangeSet, combined, rowChange } from '../changeSet';
import { MAX_COPIES_PER_MOVE } from './limits';
import { type PlacedCopy, PlanRefused, placeProblem, withPlace } from './place';
import type { FiledCopy, Location } from './schema';
import { LOCATION_MOVE_TEXTS } from './texts';

/** A binder pocket, 1-based. */
export interface Slot {
  page: number;
  slot: number;
}

/**
 * What a move does when its first slot already holds a copy that is not moving:
 * - `skip`: Move to… fills the free slots from there on, in order (a collector adds to a binder);
 * - `swap`: the binder view trades the two copies' slots. We swap rather than refuse because that is
 *   what a hand does with two pockets, and it leaves no copy without a slot in between;
 * - `refuse`: the Edit card dialog names one slot: a taken one is refused, never silently moved on.
 */
export type WhenTaken = 'skip' | 'swap' | 'refuse';

export interface FileCopiesRequest<T extends PlacedCopy> {
  /** The copies to file, in the order they fill the slots. */
  copies: readonly T[];
  location: Location;
  /** A binder's page and slot to fill from; null files the copies in the location without a slot. */
  start: Slot | null;
  /** The copies the location holds now (those moving may be among them: their slots count as free). */
  held: readonly T[];
  whenTaken: WhenTaken;
  now: string;
}

export interface FilePlan {
  changes: ChangeSet;
  /** The call's body: each written copy with its new page and slot. */
  filed: FiledCopy[];
}

const indexOf = (at: Slot, perPage: number) => (at.page - 1) * perPage + (at.slot - 1);
const slotAt = (index: number, perPage: number): Slot => ({
  page: Math.floor(index / perPage) + 1,
  slot: (index % perPage) + 1,
});

/**
 * Moves copies into a location (issue 25's Move to…, the binder view, one copy's edit): checked as a
 * whole before anything is written, so a full binder refuses the move with nothing changed.
 */
export function planFileCopies<T extends PlacedCopy & { updatedAt: string }>(
  request: FileCopiesRequest<T>,
): FilePlan {
  const { copies, location, start, now } = request;
  if (copies.length > MAX_COPIES_PER_MOVE)
    throw new PlanRefused(LOCATION_MOVE_TEXTS.tooMany(MAX_COPIES_PER_MOVE));
  if (new Set(copies.map((copy) => copy.id)).size !== copies.length)
    throw new PlanRefused(LOCATION_MOVE_TEXTS.duplicateCopy);
  const first = { locationId: location.id, page: start?.page ?? null, slot: start?.slot ?? null };
  const problem = placeProblem(first, location);
  if (problem) throw new PlanRefused(problem);
  const placed: [T, Slot | null][] =
    start === null ? copies.map((copy) => [copy, null]) : binderSlots(request, start);
  const filed = placed.map(([copy, at]) => ({ id: copy.id, page: at?.page ?? null, slot: at?.slot ?? null }));
  const writes = placed.map(([copy, at]) =>
    rowChange(
      'cards',
      {
        ...withPlace(copy, { locationId: location.id, page: at?.page ?? null, slot: at?.slot ?? null }),
        updatedAt: now,
      },
      'update',
    ),
  );
  return { changes: combined(...writes), filed };
}

/** Each copy with the binder slot it goes to (and, for a swap, the copy it displaces with its new slot). */
function binderSlots<T extends PlacedCopy>(request: FileCopiesRequest<T>, start: Slot): [T, Slot][] {
  const { copies, location, held, whenTaken } = request;
  const perPage = location.slotsPerPage ?? 0;
  const total = (location.pages ?? 0) * perPage;
  const moving = new Set(copies.map((copy) => copy.id));
  const taken = new Map<number, T>();
  for (const copy of held) {
    if (moving.has(copy.id) || !copy.page || !copy.slot) continue;
    taken.set(indexOf({ page: copy.page, slot: copy.slot }, perPage), copy);
  }
  const from = indexOf(start, perPage);
  const occupant = taken.get(from);
  if (occupant && whenTaken === 'refuse') throw new PlanRefused(LOCATION_MOVE_TEXTS.slotTaken);
  if (occupant && whenTaken === 'swap') return swapped(copies, occupant, start, location.id);

  const placed: [T, Slot][] = [];
  let index = from;
  for (const copy of copies) {
    while (index < total && taken.has(index)) index++;
    if (index >= total) {
      const takenAfter = [...taken.keys()].filter((at) => at >= from).length;
      throw new PlanRefused(LOCATION_MOVE_TEXTS.binderFull(copies.length, total - from - takenAfter));
    }
    placed.push([copy, slotAt(index++, perPage)]);
  }
  return placed;
}

/** The mover takes the occupant's slot and the occupant the mover's, both in this binder. */
function swapped<T extends PlacedCopy>(
  copies: readonly T[],
  occupant: T,
  target: Slot,
  locationId: string,
): [T, Slot][] {
  const [mover] = copies;
  if (copies.length !== 1 || !mover) throw new PlanRefused(LOCATION_MOVE_TEXTS.swapNeedsOne);
  // A copy from elsewhere has no slot here to give the occupant.
  if (mover.locationId !== locationId || !mover.page || !mover.slot)
    throw new PlanRefused(LOCATION_MOVE_TEXTS.slotTaken);
  return [
    [mover, target],
    [occupant, { page: mover.page, slot: mover.slot }],
  ];
}
