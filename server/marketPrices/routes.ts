import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { computeProductsWithoutPrices } from '../../src/domain/finance/productsWithoutPrices';
import { findOwnedCollection } from '../collections/queries';
import { loadItems, readSnapshot } from '../finance/collectionItems';
import { ok } from '../http/envelope';
import { route } from '../http/route';
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

const { marketPrices: prices } = API;

/** Part 1 §7's /market-prices routes. Lists take an optional `collectionId` (the admin works per collection). */
export async function marketPriceRoutes(app: FastifyInstance) {
  const { db } = app;
  const ownCollection = async (userId: string, collectionId: string | undefined) => {
    if (collectionId) await findOwnedCollection(db, userId, collectionId);
  };

  route(app, prices.list, async ({ query: { collectionId } }, request) => {
    await ownCollection(request.userId, collectionId);
    return ok((await listMarketPrices(db, request.userId, inCollection(collectionId))).map(toMarketPrice));
  });

  route(app, prices.byProduct, async ({ query }, request) => {
    await ownCollection(request.userId, query.collectionId);
    return ok(toMarketPrice(await findMarketPriceByProduct(db, request.userId, query)));
  });

  route(app, prices.search, async ({ query }, request) => {
    await ownCollection(request.userId, query.collectionId);
    return ok((await searchMarketPrices(db, request.userId, query)).map(toMarketPrice));
  });

  route(app, prices.productsWithoutPrices, async ({ params: { collectionId } }, request) => {
    await findOwnedCollection(db, request.userId, collectionId);
    const items = await readSnapshot(db, (tx) => loadItems(tx, request.userId, collectionId));
    return ok(computeProductsWithoutPrices(items));
  });

  route(app, prices.get, async ({ params }, request) =>
    ok(toMarketPrice(await findOwnedMarketPrice(db, request.userId, params.id))),
  );

  route(app, prices.create, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toMarketPrice(await createMarketPrice(tx, request.userId, body))),
    })),
  );

  route(app, prices.update, async ({ params, body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toMarketPrice(await updateMarketPrice(tx, request.userId, params.id, body))),
    })),
  );

  route(app, prices.delete, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteMarketPrice(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    }),
  );
}
