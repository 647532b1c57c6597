import { API } from '../../src/domain/api';
import { computeProductsWithoutPrices } from '../../src/domain/finance/productsWithoutPrices';
import { findOwnedCollection } from '../collections/queries';
import type { DbOrTx } from '../db/database';
import { loadItems, readSnapshot } from '../finance/collectionItems';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
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

const ownCollection = async (db: DbOrTx, userId: string, collectionId: string | undefined) => {
  if (collectionId) await findOwnedCollection(db, userId, collectionId);
};

/** Part 1 §7's /market-prices endpoints. Lists take an optional `collectionId` (the admin works per collection). */
export const marketPriceHandlers: Handler[] = [
  reads(prices.list, async (db, userId, { query: { collectionId } }) => {
    await ownCollection(db, userId, collectionId);
    return (await listMarketPrices(db, userId, inCollection(collectionId))).map(toMarketPrice);
  }),

  reads(prices.byProduct, async (db, userId, { query }) => {
    await ownCollection(db, userId, query.collectionId);
    return toMarketPrice(await findMarketPriceByProduct(db, userId, query));
  }),

  reads(prices.search, async (db, userId, { query }) => {
    await ownCollection(db, userId, query.collectionId);
    return (await searchMarketPrices(db, userId, query)).map(toMarketPrice);
  }),

  reads(prices.productsWithoutPrices, async (db, userId, { params: { collectionId } }) => {
    await findOwnedCollection(db, userId, collectionId);
    const items = await readSnapshot(db, (tx) => loadItems(tx, userId, collectionId));
    return computeProductsWithoutPrices(items);
  }),

  reads(prices.get, async (db, userId, { params }) =>
    toMarketPrice(await findOwnedMarketPrice(db, userId, params.id)),
  ),

  writes(prices.create, async (tx, userId, { body }) =>
    created(toMarketPrice(await createMarketPrice(tx, userId, body))),
  ),

  writes(prices.update, async (tx, userId, { params, body }) =>
    done(toMarketPrice(await updateMarketPrice(tx, userId, params.id, body))),
  ),

  writes(prices.delete, async (tx, userId, { params: { id } }) => {
    await deleteMarketPrice(tx, userId, id);
    return done({ id });
  }),
];
