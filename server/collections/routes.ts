import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CollectionInput, CollectionUpdate, Id } from '../../src/domain/schemas';
import { ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
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

export const IdParams = z.object({ id: Id });
const SearchQuery = z.object({ q: z.string().trim().max(200).optional().default('') });

/** Part 1 §7's /collections routes. */
export async function collectionRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/collections', async (request) =>
    ok((await listCollections(db, request.userId)).map(toCollection)),
  );

  // Registered before /collections/:id; find-my-way prefers the static segment anyway.
  app.get('/collections/search', async (request) => {
    const { q } = parseInput(SearchQuery, request.query, 'query');
    const rows = q
      ? await searchCollections(db, request.userId, q)
      : await listCollections(db, request.userId);
    return ok(rows.map(toCollection));
  });

  app.get('/collections/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return ok(toCollection(await findOwnedCollection(db, request.userId, id)));
  });

  app.get('/collections/:id/stats', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await findOwnedCollection(db, request.userId, id);
    return ok(await collectionStats(db, request.userId, id));
  });

  app.post('/collections', async (request, reply) => {
    const input = parseInput(CollectionInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toCollection(await createCollection(tx, request.userId, input))),
    }));
  });

  app.post('/collections/default', async (request, reply) => {
    const input = parseInput(CollectionInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => {
      const { row, created } = await ensureDefaultCollection(tx, request.userId, input);
      return { statusCode: created ? 201 : 200, body: ok(toCollection(row)) };
    });
  });

  app.put('/collections/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parsePartialBody(CollectionUpdate, request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCollection(await updateCollection(tx, request.userId, id, input))),
    }));
  });

  app.put('/collections/:id/set-default', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCollection(await setDefaultCollection(tx, request.userId, id))),
    }));
  });

  app.delete('/collections/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      await deleteCollection(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    });
  });
}
