import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { locations } = API;

const theBinder = (ids: SeedIds) => ({ id: ids.locationId });

export const locationRows: RouteCase[] = [
  routeCase(locations.list, { namesRecords: false }),
  routeCase(locations.get, { params: theBinder, namesRecords: true }),
  routeCase(locations.create, {
    body: () => ({ name: 'Binder 2', kind: 'binder', pages: 20, slotsPerPage: 9 }),
    status: 201,
    badBody: { body: { name: '', kind: 'box' }, field: 'name' },
    namesRecords: false,
  }),
  routeCase(locations.rename, {
    params: theBinder,
    body: () => ({ name: 'Trade binder' }),
    badBody: { body: { name: '' }, field: 'name' },
    namesRecords: true,
  }),
  routeCase(locations.delete, {
    params: theBinder,
    body: (ids) => ({ moveTo: ids.spareLocationId }),
    badBody: { body: { moveTo: '' }, field: 'moveTo' },
    namesRecords: true,
  }),
  routeCase(locations.fileCopies, {
    params: theBinder,
    body: (ids) => ({ copies: [{ id: ids.cardId, page: 2, slot: 5 }] }),
    badBody: { body: { copies: [{ id: 'x', page: 0, slot: 1 }] }, field: 'copies' },
    namesRecords: true,
  }),
];
