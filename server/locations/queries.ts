import { and, asc, eq } from 'drizzle-orm';
import { placeProblem } from '../../src/domain/locations/place';
import type { CopyPlace, LocationKind } from '../../src/domain/locations/schema';
import { LOCATION_TEXTS } from '../../src/domain/texts';
import type { DbOrTx } from '../db/database';
import { locations } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';

/** The user's location with this id, else 404: another user's location is "not found", never "forbidden". */
export async function findOwnedLocation(db: DbOrTx, userId: string, id: string) {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(locations)
        .where(and(eq(locations.userId, userId), eq(locations.id, id)))
    : [];
  if (!row) throw new StatusError(404, LOCATION_NOT_FOUND);
  return row;
}

export const LOCATION_NOT_FOUND = LOCATION_TEXTS.notFound;

export function listLocations(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(locations)
    .where(eq(locations.userId, userId))
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** Refuses a place the copy cannot have: 404 for a location not the user's, 400 for a page or slot. */
export async function checkPlace(db: DbOrTx, userId: string, place: CopyPlace): Promise<void> {
  const location = place.locationId === null ? null : await findOwnedLocation(db, userId, place.locationId);
  const problem = placeProblem(place, location && { ...location, kind: location.kind as LocationKind });
  if (problem) throw new StatusError(400, problem);
}
