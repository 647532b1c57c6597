import { API, callOf } from '../../domain/api';
import { planCreateLocation, planDeleteLocation, planRenameLocation } from '../../domain/locations/plans';
import { CopyPlace, LocationDelete, LocationInput, LocationUpdate } from '../../domain/locations/schema';
import { editCard } from '../cards/editCard';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { parseInput } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { CardRow, LocationRow } from '../rows';
import { existingLocation, refusing } from './guards';
import { cardsIn } from './queries';

/** Adds a location on the device and queues `POST /locations`. */
export async function createLocation(db: CardfolioDatabase, input: LocationInput): Promise<LocationRow> {
  const fields = parseInput(LocationInput, input);
  return mutator(db, ['locations'], async ({ now }) => {
    const row: LocationRow = { id: newTempId(), ...fields, createdAt: now, updatedAt: now };
    await commit(db, planCreateLocation(row), { ...callOf(API.locations.create), body: fields }, now);
    return row;
  });
}

export async function renameLocation(
  db: CardfolioDatabase,
  id: string,
  input: LocationUpdate,
): Promise<LocationRow> {
  const { name } = parseInput(LocationUpdate, input);
  return mutator(db, ['locations'], async ({ now }) => {
    const row = await existingLocation(db, id);
    if (row.name === name) return row;
    const changes = planRenameLocation(row, name, now);
    await commit(db, changes, { ...callOf(API.locations.rename, { id }), body: { name } }, now);
    return changes.writes[0]?.row as LocationRow;
  });
}

/** Deletes a location; its copies go to `moveTo` or "Unfiled" (`null`), in the same call. */
export async function deleteLocation(
  db: CardfolioDatabase,
  id: string,
  input: LocationDelete = {},
): Promise<void> {
  const { moveTo } = parseInput(LocationDelete, input);
  return refusing(() =>
    mutator(db, ['locations', 'cards'], async ({ now }) => {
      await existingLocation(db, id);
      if (moveTo !== null) await existingLocation(db, moveTo);
      const changes = planDeleteLocation(id, await cardsIn(db, id), moveTo, now);
      await commit(db, changes, { ...callOf(API.locations.delete, { id }), body: { moveTo } }, now);
    }),
  );
}

/**
 * Files a card copy in a location (a binder: page and slot), or unfiles it: an edit of the copy's
 * place, so it is checked and queued as every card edit is (a partial card PUT).
 */
export function setCopyPlace(db: CardfolioDatabase, cardId: string, input: CopyPlace): Promise<CardRow> {
  return editCard(db, cardId, parseInput(CopyPlace, input));
}
