import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { marketPrices: prices, finance } = API;

/** The seeded market price's key (see seed.ts). */
const SEED_PRICE_KEY = 'Seed Card|Seed Set|Near Mint';
const ofCollection = (ids: SeedIds) => ({ collectionId: ids.collectionId });
const thePrice = (ids: SeedIds) => ({ id: ids.marketPriceId });
const theCollection = (ids: SeedIds) => ({ id: ids.collectionId });

export const marketPriceRows: RouteCase[] = [
  routeCase(prices.list, {
    query: ofCollection,
    badQuery: { query: `collectionId=${'x'.repeat(101)}`, field: 'collectionId' },
    namesRecords: true,
  }),
  routeCase(prices.byProduct, {
    query: (ids) => ({ productType: 'card', productKey: SEED_PRICE_KEY, collectionId: ids.collectionId }),
    badQuery: {
      query: `productType=box&productKey=${encodeURIComponent(SEED_PRICE_KEY)}`,
      field: 'productType',
    },
    namesRecords: true,
  }),
  routeCase(prices.search, {
    query: (ids) => ({ query: 'seed', collectionId: ids.collectionId }),
    badQuery: { query: 'foil=maybe', field: 'foil' },
    namesRecords: true,
  }),
  routeCase(prices.productsWithoutPrices, { params: ofCollection, namesRecords: true }),
  routeCase(prices.get, { params: thePrice, namesRecords: true }),
  routeCase(prices.create, {
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
  }),
  routeCase(prices.update, {
    params: thePrice,
    body: () => ({ marketPrice: 4, notes: 'checked today' }),
    badBody: { body: { productKey: '' }, field: 'productKey' },
    namesRecords: true,
  }),
  routeCase(prices.delete, { params: thePrice, namesRecords: true }),
];

export const financeRows: RouteCase[] = [
  routeCase(finance.ofCollection, { params: theCollection, namesRecords: true }),
  routeCase(finance.cardsOfCollection, { params: theCollection, namesRecords: true }),
  routeCase(finance.recalculate, { params: theCollection, namesRecords: true }),
  routeCase(finance.everyCollection, { namesRecords: false }),
  routeCase(finance.summary, { namesRecords: false }),
];
