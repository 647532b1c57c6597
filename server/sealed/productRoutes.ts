import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Id,
  SealedProductBulkRestore,
  SealedProductInput,
  SealedProductUpdate,
  SealedSearchQuery,
} from '../../src/domain/schemas';
import { findOwnedCollection } from '../collections/queries';
import { ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
import { sendWrite } from '../http/write';
import { BULK_RESTORE_BODY_LIMIT } from './definitionRoutes';
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

const IdParams = z.object({ id: Id });
const CollectionParams = z.object({ collectionId: Id });
const CollectionQuery = z.object({ collectionId: Id.optional() });
const SearchQuery = SealedSearchQuery.extend(CollectionQuery.shape);

/** Part 2 §7's /sealed-products instance routes; answers carry the definition's fields joined in. */
export async function sealedProductRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/sealed-products', async (request) => ok(await listSealedProducts(db, request.userId)));

  app.get('/sealed-products/collections/:collectionId', async (request) => {
    const { collectionId } = parseInput(CollectionParams, request.params, 'params');
    await findOwnedCollection(db, request.userId, collectionId);
    return ok(await listSealedProducts(db, request.userId, inCollection(collectionId)));
  });

  app.get('/sealed-products/search', async (request) => {
    const search = parseInput(SearchQuery, request.query, 'query');
    if (search.collectionId) await findOwnedCollection(db, request.userId, search.collectionId);
    return ok(await searchSealedProducts(db, request.userId, search));
  });

  app.get('/sealed-products/stats', async (request) => {
    const { collectionId } = parseInput(CollectionQuery, request.query, 'query');
    if (collectionId) await findOwnedCollection(db, request.userId, collectionId);
    return ok(await sealedProductStats(db, request.userId, collectionId));
  });

  app.get('/sealed-products/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return ok(await findOwnedSealedProduct(db, request.userId, id));
  });

  app.post('/sealed-products', async (request, reply) => {
    const input = parseInput(SealedProductInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(await createSealedProduct(tx, request.userId, input)),
    }));
  });

  app.post(
    '/sealed-products/bulk-restore',
    { bodyLimit: BULK_RESTORE_BODY_LIMIT },
    async (request, reply) => {
      const { definitions } = parseInput(SealedProductBulkRestore, request.body, 'body');
      return sendWrite(request, reply, async (tx) => ({
        statusCode: 200,
        body: ok(await bulkRestoreSealedProducts(tx, request.userId, definitions)),
      }));
    },
  );

  app.put('/sealed-products/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parsePartialBody(SealedProductUpdate, request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await updateSealedProduct(tx, request.userId, id, input)),
    }));
  });

  app.delete('/sealed-products/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      await deleteSealedProduct(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    });
  });

  app.delete('/sealed-products/collection/:collectionId', async (request, reply) => {
    const { collectionId } = parseInput(CollectionParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      const deletedCount = await deleteCollectionSealedProducts(tx, request.userId, collectionId);
      return { statusCode: 200, body: ok({ collectionId, deletedCount }) };
    });
  });
}
