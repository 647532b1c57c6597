import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { transactions } = API;

const theCollection = (ids: SeedIds) => ({ id: ids.collectionId });
const theTransaction = (ids: SeedIds) => ({ id: ids.transactionId });
/** One of the seeded card's two Near Mint copies, sold. */
const sale = (ids: SeedIds) => ({
  collectionId: ids.collectionId,
  type: 'sale',
  date: '2025-05-02',
  items: [
    {
      itemType: 'card',
      id: ids.cardId,
      name: 'Seed Card',
      set: 'Seed Set',
      condition: 'Near Mint',
      quantity: 1,
      price: 4,
    },
  ],
  platformFee: 0.5,
});

export const transactionRows: RouteCase[] = [
  routeCase(transactions.ofCollection, { params: theCollection, namesRecords: true }),
  routeCase(transactions.ofCollectionByType, {
    params: (ids) => ({ id: ids.collectionId, type: 'purchase' }),
    namesRecords: true,
  }),
  routeCase(transactions.stats, { params: theCollection, namesRecords: true }),
  routeCase(transactions.get, { params: theTransaction, namesRecords: true }),
  routeCase(transactions.create, {
    body: sale,
    status: 201,
    badBody: { body: { collectionId: 'c', type: 'gift', date: '2025-05-02', items: [] }, field: 'type' },
    namesRecords: true,
  }),
  routeCase(transactions.unified, {
    body: (ids) => ({ ...sale(ids), clientIds: ['temp-transaction'] }),
    status: 201,
    badBody: { body: { collectionId: 'c', type: 'sale', date: '2025-02-30', items: [] }, field: 'date' },
    namesRecords: true,
  }),
  routeCase(transactions.update, {
    params: theTransaction,
    body: () => ({ notes: 'paid in cash' }),
    badBody: { body: { notes: 5 }, field: 'notes' },
    namesRecords: true,
  }),
  routeCase(transactions.delete, { params: theTransaction, namesRecords: true }),
  routeCase(transactions.deleteOfCollection, { params: theCollection, namesRecords: true }),
];
