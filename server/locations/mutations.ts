import { and, eq } from 'drizzle-orm';
import type { LocationInput, LocationUpdate } from '../../src/domain/locations/schema';
import { LOCATION_TEXTS } from '../../src/domain/texts';
import type { Tx } from '../db/database';
import { cards, locations } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedLocation } from './queries';

export async function createLocation(tx: Tx, userId: string, input: Required<LocationInput>) {
  const [row] = await tx
    .insert(locations)
    .values({
      userId,
      name: input.name,
      kind: input.kind,
      pages: input.pages,
      slotsPerPage: input.slotsPerPage,
    })
    .returning();
  return row;
}

export async function renameLocation(tx: Tx, userId: string, id: string, input: LocationUpdate) {
  await findOwnedLocation(tx, userId, id);
  const [row] = await tx
    .update(locations)
    .set({ name: input.name, ...touched() })
    .where(and(eq(locations.userId, userId), eq(locations.id, id)))
    .returning();
  return row;
}

/**
 * Moves the location's copies to `moveTo` (their page and slot do not carry over: the other location
 * has its own) or to "Unfiled", each a new revision so devices hear of it, then deletes the location.
 */
export async function deleteLocation(tx: Tx, userId: string, id: string, moveTo: string | null) {
  await findOwnedLocation(tx, userId, id);
  if (moveTo !== null) {
    const target = await findOwnedLocation(tx, userId, moveTo);
    if (target.id === id) throw new StatusError(400, LOCATION_TEXTS.moveToItself);
  }
  await tx
    .update(cards)
    .set({ locationId: moveTo, page: null, slot: null, ...touched() })
    .where(and(eq(cards.userId, userId), eq(cards.locationId, id)));
  await tx.delete(locations).where(and(eq(locations.userId, userId), eq(locations.id, id)));
  await recordDeletions(tx, userId, 'locations', [id]);
}
