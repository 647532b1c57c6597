import { PlanRefused } from '../../domain/locations/place';
import { LOCATION_TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import type { LocationRow } from '../rows';

/**
 * A plan's refusal as the user's input refused (nothing was written); `field` names the form field the
 * message belongs beside (the Edit card dialog's place). Any other error is kept as it is.
 */
export function asInputError(error: unknown, field?: string): unknown {
  if (!(error instanceof PlanRefused)) return error;
  return new InputError(error.message, field ? { [field]: error.message } : {});
}

/** Runs a use case whose plan may refuse: the refusal reaches the caller as an InputError. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asInputError(error);
  }
}

export async function existingLocation(db: CardfolioDatabase, id: string): Promise<LocationRow> {
  const row = await db.locations.get(id);
  if (!row) throw new RecordNotFoundError(LOCATION_TEXTS.notFound);
  return row;
}
