import type { CardfolioDatabase } from '../database';
import type { LocationRow } from '../rows';

/** Every location by name (the list and the pickers). */
export async function listLocations(db: CardfolioDatabase): Promise<LocationRow[]> {
  return db.locations.orderBy('name').toArray();
}

/** The copies filed in a location (any collection: a binder may hold cards of several). */
export function cardsIn(db: CardfolioDatabase, locationId: string) {
  return db.cards.where('locationId').equals(locationId).toArray();
}
