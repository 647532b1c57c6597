import type { RouteCase } from './types';

/** The seeded market price's key (see seed.ts), URL-encoded for by-product lookups. */
const SEED_PRICE_KEY = encodeURIComponent('Seed Card|Seed Set|Near Mint');

export const marketPriceRows: RouteCase[] = [
  {
    method: 'GET',
    route: '/market-prices',
    path: (ids) => `/market-prices?collectionId=${ids.collectionId}`,
    badQuery: { query: `collectionId=${'x'.repeat(101)}`, field: 'collectionId' },
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/market-prices/by-product',
    path: (ids) =>
      `/market-prices/by-product?productType=card&productKey=${SEED_PRICE_KEY}&collectionId=${ids.collectionId}`,
    badQuery: { query: `productType=box&productKey=${SEED_PRICE_KEY}`, field: 'productType' },
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/market-prices/search',
    path: (ids) => `/market-prices/search?query=seed&collectionId=${ids.collectionId}`,
    badQuery: { query: 'foil=maybe', field: 'foil' },
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/market-prices/collection/:collectionId/products-without-prices',
    path: (ids) => `/market-prices/collection/${ids.collectionId}/products-without-prices`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/market-prices/:id',
    path: (ids) => `/market-prices/${ids.marketPriceId}`,
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/market-prices',
    body: (ids) => ({
      collectionId: ids.collectionId,
      productType: 'card',
      productKey: 'Another Card|Seed Set|Played',
      marketPrice: 1.25,
    }),
    status: 201,
    badBody: {
      body: { collectionId: 'c', productType: 'card', productKey: 'k', marketPrice: -1 },
      field: 'marketPrice',
    },
    namesRecords: true,
  },
  {
    method: 'PUT',
    route: '/market-prices/:id',
    path: (ids) => `/market-prices/${ids.marketPriceId}`,
    body: () => ({ marketPrice: 4, notes: 'checked today' }),
    badBody: { body: { productKey: '' }, field: 'productKey' },
    namesRecords: true,
  },
  {
    method: 'DELETE',
    route: '/market-prices/:id',
    path: (ids) => `/market-prices/${ids.marketPriceId}`,
    namesRecords: true,
  },
];

export const financeRows: RouteCase[] = [
  {
    method: 'GET',
    route: '/finance/collection/:id',
    path: (ids) => `/finance/collection/${ids.collectionId}`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/finance/collection/:id/cards',
    path: (ids) => `/finance/collection/${ids.collectionId}/cards`,
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/finance/collection/:id/recalculate',
    path: (ids) => `/finance/collection/${ids.collectionId}/recalculate`,
    namesRecords: true,
  },
  { method: 'GET', route: '/finance/collections', namesRecords: false },
  { method: 'GET', route: '/finance/summary', namesRecords: false },
];
