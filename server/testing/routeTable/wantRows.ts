import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { wants } = API;

const theWant = (ids: SeedIds) => ({ id: ids.wantId });

export const wantRows: RouteCase[] = [
  routeCase(wants.list, { namesRecords: false }),
  routeCase(wants.get, { params: theWant, namesRecords: true }),
  routeCase(wants.create, {
    body: () => ({ name: 'Mox Pearl', quantity: 2 }),
    status: 201,
    badBody: { body: { name: 'Mox Pearl', quantity: 0 }, field: 'quantity' },
    namesRecords: false,
  }),
  routeCase(wants.createMany, {
    body: () => ({ wants: [{ id: `temp-${crypto.randomUUID()}`, name: 'Mox Jet', quantity: 1 }] }),
    status: 201,
    badBody: { body: { wants: [] }, field: 'wants' },
    namesRecords: false,
  }),
  routeCase(wants.update, {
    params: theWant,
    body: () => ({ quantity: 3 }),
    badBody: { body: { quantity: 1.5 }, field: 'quantity' },
    namesRecords: true,
  }),
  routeCase(wants.delete, { params: theWant, namesRecords: true }),
];
