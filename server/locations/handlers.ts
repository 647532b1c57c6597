import { API } from '../../src/domain/api';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { toCard, toLocation } from '../records/serialize';
import { fileCopies } from './fileCopies';
import { createLocation, deleteLocation, renameLocation } from './mutations';
import { findOwnedLocation, listLocations } from './queries';

const { locations } = API;

/** Issue 25's /locations endpoints. */
export const locationHandlers: Handler[] = [
  reads(locations.list, async (db, userId) => (await listLocations(db, userId)).map(toLocation)),

  reads(locations.get, async (db, userId, { params }) =>
    toLocation(await findOwnedLocation(db, userId, params.id)),
  ),

  writes(locations.create, async (tx, userId, { body }) =>
    created(toLocation(await createLocation(tx, userId, body))),
  ),

  writes(locations.rename, async (tx, userId, { params, body }) =>
    done(toLocation(await renameLocation(tx, userId, params.id, body))),
  ),

  writes(locations.delete, async (tx, userId, { params: { id }, body }) => {
    await deleteLocation(tx, userId, id, body.moveTo ?? null);
    return done({ id });
  }),

  writes(locations.fileCopies, async (tx, userId, { params, body }) =>
    done((await fileCopies(tx, userId, params.id, body.copies)).map(toCard)),
  ),
];
