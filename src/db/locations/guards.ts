import { PlanRefused } from '../../domain/locations/place';
import { LOCATION_TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import type { LocationRow } from '../rows';

/** A plan's refusal is the user's input refused: nothing was written. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlanRefused) throw new InputError(error.message);
    throw error;
  }
}

export async function existingLocation(db: CardfolioDatabase, id: string): Promise<LocationRow> {
  const row = await db.locations.get(id);
  if (!row) throw new RecordNotFoundError(LOCATION_TEXTS.notFound);
  return row;
}
