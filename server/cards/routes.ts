import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CardInput, CardUpdate, Id, SingleConditionCardInput } from '../../src/domain/schemas';
import { findOwnedCollection } from '../collections/queries';
import { ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
import { sendWrite } from '../http/write';
import { toCard } from '../records/serialize';
import { addToCollection, createCard, deleteCard, deleteCollectionCards, updateCard } from './mutations';
import { findOwnedCard, listCards, searchCards } from './queries';
import { cardStats } from './stats';

const IdParams = z.object({ id: Id });
const CollectionParams = z.object({ collectionId: Id });
const SearchText = z.string().trim().max(200).optional();
const CardSearchQuery = z.object({
  name: SearchText,
  set: SearchText,
  q: SearchText,
  collectionId: Id.optional(),
});
const StatsQuery = z.object({ collectionId: Id.optional() });

/**
 * The calls that always make a new card, with the body each takes. A push batch answers runs of
 * them, and of add-to-collection calls, in memory (server/sync/cardRun.ts) with the same rules.
 */
export const CARD_CREATE_BODIES = {
  '/cards': CardInput,
  '/cards/add-individual': SingleConditionCardInput,
} as const;

/** Part 2 §7's /cards routes, plus GET /cards/{id}. */
export async function cardRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/cards', async (request) => ok((await listCards(db, request.userId)).map(toCard)));

  app.get('/collections/:id/cards', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await findOwnedCollection(db, request.userId, id);
    return ok((await listCards(db, request.userId, id)).map(toCard));
  });

  app.get('/cards/search', async (request) => {
    const search = parseInput(CardSearchQuery, request.query, 'query');
    if (search.collectionId) await findOwnedCollection(db, request.userId, search.collectionId);
    return ok((await searchCards(db, request.userId, search)).map(toCard));
  });

  app.get('/cards/stats', async (request) => {
    const { collectionId } = parseInput(StatsQuery, request.query, 'query');
    if (collectionId) await findOwnedCollection(db, request.userId, collectionId);
    return ok(await cardStats(db, request.userId, collectionId));
  });

  app.get('/cards/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return ok(toCard(await findOwnedCard(db, request.userId, id)));
  });

  for (const [path, schema] of Object.entries(CARD_CREATE_BODIES)) {
    app.post(path, async (request, reply) => {
      const input = parseInput(schema, request.body, 'body');
      return sendWrite(request, reply, async (tx) => ({
        statusCode: 201,
        body: ok(toCard(await createCard(tx, request.userId, input))),
      }));
    });
  }

  app.post('/cards/add-to-collection', async (request, reply) => {
    const input = parseInput(SingleConditionCardInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => {
      const { row, created } = await addToCollection(tx, request.userId, input);
      return { statusCode: created ? 201 : 200, body: ok(toCard(row)) };
    });
  });

  app.put('/cards/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parsePartialBody(CardUpdate, request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCard(await updateCard(tx, request.userId, id, input))),
    }));
  });

  app.delete('/cards/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      await deleteCard(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    });
  });

  app.delete('/cards/collection/:collectionId', async (request, reply) => {
    const { collectionId } = parseInput(CollectionParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      const deletedCount = await deleteCollectionCards(tx, request.userId, collectionId);
      return { statusCode: 200, body: ok({ collectionId, deletedCount }) };
    });
  });
}
