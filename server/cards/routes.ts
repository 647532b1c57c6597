import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { findOwnedCollection } from '../collections/queries';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import { toCard } from '../records/serialize';
import { addToCollection, createCard, deleteCard, deleteCollectionCards, updateCard } from './mutations';
import { findOwnedCard, listCards, searchCards } from './queries';
import { cardStats } from './stats';

const { cards } = API;

/**
 * The calls that always make a new card. A push batch answers runs of them, and of add-to-collection
 * calls, in memory (server/sync/cardRun.ts) with the same rules.
 */
export const CARD_CREATES = [cards.create, cards.addIndividual] as const;

/** Part 2 §7's /cards routes, plus GET /cards/{id}. */
export async function cardRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, cards.list, async (_, request) => ok((await listCards(db, request.userId)).map(toCard)));

  route(app, cards.ofCollection, async ({ params }, request) => {
    await findOwnedCollection(db, request.userId, params.id);
    return ok((await listCards(db, request.userId, params.id)).map(toCard));
  });

  route(app, cards.search, async ({ query }, request) => {
    if (query.collectionId) await findOwnedCollection(db, request.userId, query.collectionId);
    return ok((await searchCards(db, request.userId, query)).map(toCard));
  });

  route(app, cards.stats, async ({ query }, request) => {
    if (query.collectionId) await findOwnedCollection(db, request.userId, query.collectionId);
    return ok(await cardStats(db, request.userId, query.collectionId));
  });

  route(app, cards.get, async ({ params }, request) =>
    ok(toCard(await findOwnedCard(db, request.userId, params.id))),
  );

  for (const create of CARD_CREATES) {
    route(app, create, async ({ body }, request, reply) =>
      sendWrite(request, reply, async (tx) => ({
        statusCode: 201,
        body: ok(toCard(await createCard(tx, request.userId, body))),
      })),
    );
  }

  route(app, cards.addToCollection, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const { row, created } = await addToCollection(tx, request.userId, body);
      return { statusCode: created ? 201 : 200, body: ok(toCard(row)) };
    }),
  );

  route(app, cards.update, async ({ params, body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toCard(await updateCard(tx, request.userId, params.id, body))),
    })),
  );

  route(app, cards.delete, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteCard(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    }),
  );

  route(app, cards.deleteOfCollection, async ({ params: { collectionId } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const deletedCount = await deleteCollectionCards(tx, request.userId, collectionId);
      return { statusCode: 200, body: ok({ collectionId, deletedCount }) };
    }),
  );
}
