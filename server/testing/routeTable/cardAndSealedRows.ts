import type { RouteCase, SeedIds } from './types';

const card = (ids: SeedIds, name = 'Bench Card') => ({
  collectionId: ids.collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 2.5 }],
});

export const cardRows: RouteCase[] = [
  { method: 'GET', route: '/cards', namesRecords: false },
  {
    method: 'GET',
    route: '/collections/:id/cards',
    path: (ids) => `/collections/${ids.collectionId}/cards`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/cards/search',
    path: (ids) => `/cards/search?name=seed&collectionId=${ids.collectionId}`,
    badQuery: { query: `name=${'x'.repeat(300)}`, field: 'name' },
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/cards/stats',
    path: (ids) => `/cards/stats?collectionId=${ids.collectionId}`,
    namesRecords: true,
  },
  { method: 'GET', route: '/cards/:id', path: (ids) => `/cards/${ids.cardId}`, namesRecords: true },
  {
    method: 'POST',
    route: '/cards',
    body: (ids) => card(ids),
    status: 201,
    badBody: { body: { name: 'No collection', conditionQuantities: [] }, field: 'collectionId' },
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/cards/add-individual',
    body: (ids) => card(ids),
    status: 201,
    badBody: {
      body: { collectionId: 'c', name: 'Two', conditionQuantities: [] },
      field: 'conditionQuantities',
    },
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/cards/add-to-collection',
    // Same printing as the seeded card: merged into it.
    body: (ids) => card(ids, 'Seed Card'),
    badBody: { body: { collectionId: 'c', name: '', conditionQuantities: [] }, field: 'name' },
    namesRecords: true,
  },
  {
    method: 'PUT',
    route: '/cards/:id',
    path: (ids) => `/cards/${ids.cardId}`,
    body: () => ({ notes: 'signed' }),
    badBody: { body: { conditionQuantities: [] }, field: 'conditionQuantities' },
    namesRecords: true,
  },
  { method: 'DELETE', route: '/cards/:id', path: (ids) => `/cards/${ids.cardId}`, namesRecords: true },
  {
    method: 'DELETE',
    route: '/cards/collection/:collectionId',
    path: (ids) => `/cards/collection/${ids.collectionId}`,
    namesRecords: true,
  },
];

export const sealedRows: RouteCase[] = [
  { method: 'GET', route: '/sealed-products/definitions', namesRecords: false },
  {
    method: 'GET',
    route: '/sealed-products/definitions/:id',
    path: (ids) => `/sealed-products/definitions/${ids.definitionId}`,
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/sealed-products/definitions',
    body: () => ({ name: 'New Box', set: 'New Set', type: 'Bundle' }),
    status: 201,
    badBody: { body: { name: 'New Box', set: 'New Set', type: 'Crate' }, field: 'type' },
    namesRecords: false,
  },
  {
    method: 'POST',
    route: '/sealed-products/definitions/bulk-restore',
    body: () => ({ definitions: [{ name: 'Restored', set: 'Old Set', type: 'Booster Pack' }] }),
    badBody: { body: { definitions: 'all of them' }, field: 'definitions' },
    namesRecords: false,
  },
  {
    method: 'PUT',
    route: '/sealed-products/definitions/:id',
    path: (ids) => `/sealed-products/definitions/${ids.definitionId}`,
    body: () => ({ description: 'Sealed since 1993' }),
    badBody: { body: { set: '' }, field: 'set' },
    namesRecords: true,
  },
  {
    method: 'DELETE',
    route: '/sealed-products/definitions/:id',
    path: (ids) => `/sealed-products/definitions/${ids.spareDefinitionId}`,
    namesRecords: true,
  },
  { method: 'GET', route: '/sealed-products', namesRecords: false },
  {
    method: 'GET',
    route: '/sealed-products/collections/:collectionId',
    path: (ids) => `/sealed-products/collections/${ids.collectionId}`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/sealed-products/search',
    path: () => '/sealed-products/search?query=seed',
    badQuery: { query: 'type=Crate', field: 'type' },
    namesRecords: false,
  },
  {
    method: 'GET',
    route: '/sealed-products/stats',
    path: (ids) => `/sealed-products/stats?collectionId=${ids.collectionId}`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/sealed-products/:id',
    path: (ids) => `/sealed-products/${ids.sealedProductId}`,
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/sealed-products',
    body: (ids) => ({ collectionId: ids.collectionId, definitionId: ids.definitionId, purchasePrice: 90 }),
    status: 201,
    badBody: { body: { collectionId: 'c', definitionId: 'd', quantity: 0 }, field: 'quantity' },
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/sealed-products/bulk-restore',
    body: (ids) => ({ definitions: [{ collectionId: ids.collectionId, definitionId: ids.definitionId }] }),
    badBody: { body: { definitions: 5 }, field: 'definitions' },
    namesRecords: true,
  },
  {
    method: 'PUT',
    route: '/sealed-products/:id',
    path: (ids) => `/sealed-products/${ids.sealedProductId}`,
    body: () => ({ notes: 'shrink intact' }),
    badBody: { body: { purchasePrice: -1 }, field: 'purchasePrice' },
    namesRecords: true,
  },
  {
    method: 'DELETE',
    route: '/sealed-products/:id',
    path: (ids) => `/sealed-products/${ids.sealedProductId}`,
    namesRecords: true,
  },
  {
    method: 'DELETE',
    route: '/sealed-products/collection/:collectionId',
    path: (ids) => `/sealed-products/collection/${ids.collectionId}`,
    namesRecords: true,
  },
];
