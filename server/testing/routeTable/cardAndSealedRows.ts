import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { cards, sealedDefinitions: definitions, sealedProducts: products } = API;

const card = (ids: SeedIds, name = 'Bench Card') => ({
  collectionId: ids.collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 2.5 }],
});
const theCollection = (ids: SeedIds) => ({ id: ids.collectionId });
const ofCollection = (ids: SeedIds) => ({ collectionId: ids.collectionId });
const theCard = (ids: SeedIds) => ({ id: ids.cardId });
const theDefinition = (ids: SeedIds) => ({ id: ids.definitionId });
const theProduct = (ids: SeedIds) => ({ id: ids.sealedProductId });

export const cardRows: RouteCase[] = [
  routeCase(cards.list, { namesRecords: false }),
  routeCase(cards.ofCollection, { params: theCollection, namesRecords: true }),
  routeCase(cards.search, {
    query: (ids) => ({ name: 'seed', collectionId: ids.collectionId }),
    badQuery: { query: `name=${'x'.repeat(300)}`, field: 'name' },
    namesRecords: true,
  }),
  routeCase(cards.stats, { query: ofCollection, namesRecords: true }),
  routeCase(cards.get, { params: theCard, namesRecords: true }),
  routeCase(cards.create, {
    body: (ids) => card(ids),
    status: 201,
    badBody: { body: { name: 'No collection', conditionQuantities: [] }, field: 'collectionId' },
    namesRecords: true,
  }),
  routeCase(cards.addIndividual, {
    body: (ids) => card(ids),
    status: 201,
    badBody: {
      body: { collectionId: 'c', name: 'Two', conditionQuantities: [] },
      field: 'conditionQuantities',
    },
    namesRecords: true,
  }),
  routeCase(cards.addToCollection, {
    // Same printing as the seeded card: merged into it.
    body: (ids) => card(ids, 'Seed Card'),
    badBody: { body: { collectionId: 'c', name: '', conditionQuantities: [] }, field: 'name' },
    namesRecords: true,
  }),
  routeCase(cards.update, {
    params: theCard,
    body: () => ({ notes: 'signed' }),
    badBody: { body: { conditionQuantities: [] }, field: 'conditionQuantities' },
    namesRecords: true,
  }),
  routeCase(cards.delete, { params: theCard, namesRecords: true }),
  routeCase(cards.deleteOfCollection, { params: ofCollection, namesRecords: true }),
];

export const sealedRows: RouteCase[] = [
  routeCase(definitions.list, { namesRecords: false }),
  routeCase(definitions.get, { params: theDefinition, namesRecords: true }),
  routeCase(definitions.create, {
    body: () => ({ name: 'New Box', set: 'New Set', type: 'Bundle' }),
    status: 201,
    badBody: { body: { name: 'New Box', set: 'New Set', type: 'Crate' }, field: 'type' },
    namesRecords: false,
  }),
  routeCase(definitions.bulkRestore, {
    body: () => ({ definitions: [{ name: 'Restored', set: 'Old Set', type: 'Booster Pack' }] }),
    badBody: { body: { definitions: 'all of them' }, field: 'definitions' },
    namesRecords: false,
  }),
  routeCase(definitions.update, {
    params: theDefinition,
    body: () => ({ description: 'Sealed since 1993' }),
    badBody: { body: { set: '' }, field: 'set' },
    namesRecords: true,
  }),
  routeCase(definitions.delete, { params: (ids) => ({ id: ids.spareDefinitionId }), namesRecords: true }),
  routeCase(products.list, { namesRecords: false }),
  routeCase(products.ofCollection, { params: ofCollection, namesRecords: true }),
  routeCase(products.search, {
    query: () => ({ query: 'seed' }),
    badQuery: { query: 'type=Crate', field: 'type' },
    namesRecords: false,
  }),
  routeCase(products.stats, { query: ofCollection, namesRecords: true }),
  routeCase(products.get, { params: theProduct, namesRecords: true }),
  routeCase(products.create, {
    body: (ids) => ({ collectionId: ids.collectionId, definitionId: ids.definitionId, purchasePrice: 90 }),
    status: 201,
    badBody: { body: { collectionId: 'c', definitionId: 'd', quantity: 0 }, field: 'quantity' },
    namesRecords: true,
  }),
  routeCase(products.bulkRestore, {
    body: (ids) => ({ definitions: [{ collectionId: ids.collectionId, definitionId: ids.definitionId }] }),
    badBody: { body: { definitions: 5 }, field: 'definitions' },
    namesRecords: true,
  }),
  routeCase(products.update, {
    params: theProduct,
    body: () => ({ notes: 'shrink intact' }),
    badBody: { body: { purchasePrice: -1 }, field: 'purchasePrice' },
    namesRecords: true,
  }),
  routeCase(products.delete, { params: theProduct, namesRecords: true }),
  routeCase(products.deleteOfCollection, { params: ofCollection, namesRecords: true }),
];
