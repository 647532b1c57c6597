import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { findOwnedCollection } from '../collections/queries';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import {
  bulkRestoreSealedProducts,
  createSealedProduct,
  deleteCollectionSealedProducts,
  deleteSealedProduct,
  updateSealedProduct,
} from './productMutations';
import {
  findOwnedSealedProduct,
  inCollection,
  listSealedProducts,
  searchSealedProducts,
} from './productQueries';
import { sealedProductStats } from './productStats';

const { sealedProducts: products } = API;

/** Part 2 §7's /sealed-products instance routes; answers carry the definition's fields joined in. */
export async function sealedProductRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, products.list, async (_, request) => ok(await listSealedProducts(db, request.userId)));

  route(app, products.ofCollection, async ({ params: { collectionId } }, request) => {
    await findOwnedCollection(db, request.userId, collectionId);
    return ok(await listSealedProducts(db, request.userId, inCollection(collectionId)));
  });

  route(app, products.search, async ({ query }, request) => {
    if (query.collectionId) await findOwnedCollection(db, request.userId, query.collectionId);
    return ok(await searchSealedProducts(db, request.userId, query));
  });

  route(app, products.stats, async ({ query: { collectionId } }, request) => {
    if (collectionId) await findOwnedCollection(db, request.userId, collectionId);
    return ok(await sealedProductStats(db, request.userId, collectionId));
  });

  route(app, products.get, async ({ params }, request) =>
    ok(await findOwnedSealedProduct(db, request.userId, params.id)),
  );

  route(app, products.create, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(await createSealedProduct(tx, request.userId, body)),
    })),
  );

  route(app, products.bulkRestore, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await bulkRestoreSealedProducts(tx, request.userId, body.definitions)),
    })),
  );

  route(app, products.update, async ({ params, body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await updateSealedProduct(tx, request.userId, params.id, body)),
    })),
  );

  route(app, products.delete, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteSealedProduct(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    }),
  );

  route(app, products.deleteOfCollection, async ({ params: { collectionId } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const deletedCount = await deleteCollectionSealedProducts(tx, request.userId, collectionId);
      return { statusCode: 200, body: ok({ collectionId, deletedCount }) };
    }),
  );
}
