import { z } from 'zod';
import { ProductsWithoutPrices } from '../schemas/finance';
import {
  MarketPrice,
  MarketPriceInput,
  MarketPriceLookupQuery,
  MarketPriceUpdate,
} from '../schemas/marketPrice';
import { CollectionQuery, DeletedId } from './common';
import { endpoint } from './endpoint';

const PRICES = ['marketPrices'] as const;

/** Part 1 §7's /market-prices routes. Lists take an optional `collectionId` (the admin works per collection). */
export const marketPriceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/market-prices',
    query: CollectionQuery,
    answer: z.array(MarketPrice),
    touches: PRICES,
  }),
  byProduct: endpoint({
    method: 'GET',
    path: '/market-prices/by-product',
    query: MarketPriceLookupQuery.extend(CollectionQuery.shape),
    answer: MarketPrice,
    touches: PRICES,
  }),
  search: endpoint({
    method: 'GET',
    path: '/market-prices/search',
    query: MarketPriceLookupQuery.partial()
      .omit({ productKey: true })
      .extend({ query: z.string().max(200).optional(), ...CollectionQuery.shape }),
    answer: z.array(MarketPrice),
    touches: PRICES,
  }),
  productsWithoutPrices: endpoint({
    method: 'GET',
    path: '/market-prices/collection/:collectionId/products-without-prices',
    answer: ProductsWithoutPrices,
    touches: ['marketPrices', 'cards', 'sealedProducts'],
  }),
  get: endpoint({ method: 'GET', path: '/market-prices/:id', answer: MarketPrice, touches: PRICES }),
  create: endpoint({
    method: 'POST',
    path: '/market-prices',
    body: MarketPriceInput,
    answer: MarketPrice,
    touches: PRICES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/market-prices/:id',
    body: MarketPriceUpdate,
    partialBody: true,
    answer: MarketPrice,
    touches: PRICES,
  }),
  delete: endpoint({ method: 'DELETE', path: '/market-prices/:id', answer: DeletedId, touches: PRICES }),
};
