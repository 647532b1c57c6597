import { API } from '../../src/domain/api';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { toCollection } from '../records/serialize';
import {
  createCollection,
  deleteCollection,
  ensureDefaultCollection,
  setDefaultCollection,
  updateCollection,
} from './mutations';
import { collectionStats, findOwnedCollection, listCollections, searchCollections } from './queries';
import { restoreChunk } from './restore';

const { collections } = API;

/** Part 1 §7's /collections endpoints. */
export const collectionHandlers: Handler[] = [
  reads(collections.list, async (db, userId) => (await listCollections(db, userId)).map(toCollection)),

  reads(collections.search, async (db, userId, { query: { q } }) => {
    const rows = q ? await searchCollections(db, userId, q) : await listCollections(db, userId);
    return rows.map(toCollection);
  }),

  reads(collections.get, async (db, userId, { params }) =>
    toCollection(await findOwnedCollection(db, userId, params.id)),
  ),

  reads(collections.stats, async (db, userId, { params }) => {
    await findOwnedCollection(db, userId, params.id);
    return collectionStats(db, userId, params.id);
  }),

  writes(collections.create, async (tx, userId, { body }) =>
    created(toCollection(await createCollection(tx, userId, body))),
  ),

  writes(collections.ensureDefault, async (tx, userId, { body }) => {
    const { row, created: made } = await ensureDefaultCollection(tx, userId, body);
    return { status: made ? 201 : 200, data: toCollection(row) };
  }),

  writes(collections.update, async (tx, userId, { params, body }) =>
    done(toCollection(await updateCollection(tx, userId, params.id, body))),
  ),

  writes(collections.setDefault, async (tx, userId, { params }) =>
    done(toCollection(await setDefaultCollection(tx, userId, params.id))),
  ),

  writes(collections.delete, async (tx, userId, { params: { id } }) => {
    await deleteCollection(tx, userId, id);
    return done({ id });
  }),

  writes(collections.restore, async (tx, userId, { body }) => done(await restoreChunk(tx, userId, body))),
];
