import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
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

/** Part 1 §7's /collections routes. */
export async function collectionRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, collections.list, async (_, request) =>
    ok((await listCollections(db, request.userId)).map(toCollection)),
  );

  // find-my-way prefers the static segment over /collections/:id.
  route(app, collections.search, async ({ query: { q } }, request) => {
    const rows = q
      ? await searchCollections(db, request.userId, q)
      : await listCollections(db, request.userId);
    return ok(rows.map(toCollection));
  });

  route(app, collections.get, async ({ params }, request) =>
    ok(toCollection(await findOwnedCollection(db, request.userId, params.id))),
  );

  route(app, collections.stats, async ({ params }, request) => {
    await findOwnedCollection(db, request.userId, params.id);
    return ok(await collectionStats(db, request.userId, params.id));
  });

  route(app, collections.create, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toCollection(await createCollection(tx, request.userId, body))),
    })),
  );

  route(app, collections.ensureDefault, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const { row, created } = await ensureDefaultCollection(tx, request.userId, body);
      return { statusCode: created ? 201 : 200, body: ok(toCollection(row)) };
    }),
  );

  route(app, collections.update, async ({ params, body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCollection(await updateCollection(tx, request.userId, params.id, body))),
    })),
  );

  route(app, collections.setDefault, async ({ params }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCollection(await setDefaultCollection(tx, request.userId, params.id))),
    })),
  );

  route(app, collections.delete, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteCollection(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    }),
  );

  // find-my-way prefers the static segment over /collections/:id.
  route(app, collections.restore, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await restoreChunk(tx, request.userId, body)),
    })),
  );
}
