import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { computeProductsWithoutPrices } from '../../src/domain/finance/productsWithoutPrices';
import { Id, MarketPriceInput, MarketPriceLookupQuery, MarketPriceUpdate } from '../../src/domain/schemas';
import { findOwnedCollection } from '../collections/queries';
import { loadItems, readSnapshot } from '../finance/collectionItems';
import { ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
import { sendWrite } from '../http/write';
import { toMarketPrice } from '../records/serialize';
import { createMarketPrice, deleteMarketPrice, updateMarketPrice } from './mutations';
import {
  findMarketPriceByProduct,
  findOwnedMarketPrice,
  inCollection,
  listMarketPrices,
  searchMarketPrices,
} from './queries';

const IdParams = z.object({ id: Id });
const CollectionParams = z.object({ collectionId: Id });
const CollectionQuery = z.object({ collectionId: Id.optional() });
const LookupQuery = MarketPriceLookupQuery.extend(CollectionQuery.shape);
const SearchQuery = MarketPriceLookupQuery.partial()
  .omit({ productKey: true })
  .extend({ query: z.string().max(200).optional(), ...CollectionQuery.shape });

/** Part 1 §7's /market-prices routes. Lists take an optional `collectionId` (the admin works per collection). */
export async function marketPriceRoutes(app: FastifyInstance) {
  const { db } = app;
  const ownCollection = async (userId: string, collectionId: string | undefined) => {
    if (collectionId) await findOwnedCollection(db, userId, collectionId);
  };

  app.get('/market-prices', async (request) => {
    const { collectionId } = parseInput(CollectionQuery, request.query, 'query');
    await ownCollection(request.userId, collectionId);
    return ok((await listMarketPrices(db, request.userId, inCollection(collectionId))).map(toMarketPrice));
  });

  app.get('/market-prices/by-product', async (request) => {
    const lookup = parseInput(LookupQuery, request.query, 'query');
    await ownCollection(request.userId, lookup.collectionId);
    return ok(toMarketPrice(await findMarketPriceByProduct(db, request.userId, lookup)));
  });

  app.get('/market-prices/search', async (request) => {
    const search = parseInput(SearchQuery, request.query, 'query');
    await ownCollection(request.userId, search.collectionId);
    return ok((await searchMarketPrices(db, request.userId, search)).map(toMarketPrice));
  });

  app.get('/market-prices/collection/:collectionId/products-without-prices', async (request) => {
    const { collectionId } = parseInput(CollectionParams, request.params, 'params');
    await findOwnedCollection(db, request.userId, collectionId);
    const items = await readSnapshot(db, (tx) => loadItems(tx, request.userId, collectionId));
    return ok(computeProductsWithoutPrices(items));
  });

  app.get('/market-prices/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return ok(toMarketPrice(await findOwnedMarketPrice(db, request.userId, id)));
  });

  app.post('/market-prices', async (request, reply) => {
    const input = parseInput(MarketPriceInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toMarketPrice(await createMarketPrice(tx, request.userId, input))),
    }));
  });

  app.put('/market-prices/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parsePartialBody(MarketPriceUpdate, request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toMarketPrice(await updateMarketPrice(tx, request.userId, id, input))),
    }));
  });

  app.delete('/market-prices/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      await deleteMarketPrice(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    });
  });
}
