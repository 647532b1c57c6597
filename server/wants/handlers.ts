import { API } from '../../src/domain/api';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { toWant } from '../records/serialize';
import { createWant, createWants, deleteWant, updateWant } from './mutations';
import { findOwnedWant, listWants } from './queries';

const { wants } = API;

/** Issue 26's /wants endpoints. */
export const wantHandlers: Handler[] = [
  reads(wants.list, async (db, userId) => (await listWants(db, userId)).map(toWant)),

  reads(wants.get, async (db, userId, { params }) => toWant(await findOwnedWant(db, userId, params.id))),

  writes(wants.create, async (tx, userId, { body }) => created(toWant(await createWant(tx, userId, body)))),

  writes(wants.createMany, async (tx, userId, { body }) =>
    created(await createWants(tx, userId, body.wants)),
  ),

  writes(wants.update, async (tx, userId, { params, body }) =>
    done(toWant(await updateWant(tx, userId, params.id, body))),
  ),

  writes(wants.delete, async (tx, userId, { params: { id } }) => {
    await deleteWant(tx, userId, id);
    return done({ id });
  }),
];
