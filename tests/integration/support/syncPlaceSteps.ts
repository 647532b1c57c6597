import { InputError } from '../../../src/db/errors';
import { createLocation, deleteLocation, setCopyPlace } from '../../../src/db/locations/locations';
import { moveCopies } from '../../../src/db/locations/moveCopies';
import { currentId, type SyncDevice } from './syncDevice';
import { chosen, type ModelCard, type ModelLocation, type SyncModel } from './syncModel';

/**
 * The randomized test's steps on places (issue 25): each device files only its own cards into its
 * own locations, so every place has one writer. Where Move to… puts a copy (the next free pocket) is
 * the device's rule, tested in src/domain/locations; the model takes the places the device wrote and
 * the checks require the server and every device to end with them.
 */
const PAGES = 3;
const SLOTS_PER_PAGE = 9;

export async function createLocationStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  binder: boolean,
): Promise<boolean> {
  const name = model.freshName('loc');
  const row = await createLocation(
    device.db,
    binder ? { name, kind: 'binder', pages: PAGES, slotsPerPage: SLOTS_PER_PAGE } : { name, kind: 'box' },
  );
  model.locations.push({ owner: index, tempId: row.id, name, kind: binder ? 'binder' : 'box', live: true });
  return true;
}

/** Move to… of up to `count` own cards, a binder's filled from pocket `start` (0-based) on. */
export async function fileCardsStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  command: { pick: number; count: number; target: number; start: number },
): Promise<boolean> {
  const location = chosen(model.ownLocations(index), command.target);
  const own = model.ownCards(index);
  if (!location || own.length === 0) return false;
  const cards = Array.from({ length: Math.min(command.count, own.length) }, (_, i) =>
    chosen(own, command.pick + i),
  ) as ModelCard[];
  const start =
    location.kind === 'binder'
      ? { page: 1 + Math.floor(command.start / SLOTS_PER_PAGE), slot: 1 + (command.start % SLOTS_PER_PAGE) }
      : null;
  const ids = await Promise.all(cards.map((card) => currentId(device, card.tempId)));
  const written = await moveCopies(device.db, {
    cardIds: ids,
    locationId: await currentId(device, location.tempId),
    start,
  }).catch((error: unknown) => {
    // A binder with no room refuses the move whole and writes nothing (planFileCopies).
    if (error instanceof InputError) return null;
    throw error;
  });
  if (!written) return false;
  for (const [i, card] of cards.entries()) {
    const row = written.find((each) => each.id === ids[i]);
    card.place = { location, page: row?.page ?? null, slot: row?.slot ?? null };
  }
  return true;
}

export async function unfileCardStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
): Promise<boolean> {
  const card = chosen(
    model.ownCards(index).filter((c) => c.place !== null),
    pick,
  );
  if (!card) return false;
  await setCopyPlace(device.db, await currentId(device, card.tempId), {
    locationId: null,
    page: null,
    slot: null,
  });
  card.place = null;
  return true;
}

export async function deleteLocationStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  command: { pick: number; target: number; toUnfiled: boolean },
): Promise<boolean> {
  const location = chosen(model.ownLocations(index), command.pick);
  if (!location) return false;
  const others = model.ownLocations(index).filter((l) => l !== location);
  const moveTo: ModelLocation | null = command.toUnfiled ? null : (chosen(others, command.target) ?? null);
  await deleteLocation(device.db, await currentId(device, location.tempId), {
    moveTo: moveTo && (await currentId(device, moveTo.tempId)),
  });
  model.deleteLocation(location, moveTo);
  return true;
}
