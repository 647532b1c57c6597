import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase } from './types';

const { shares } = API;

export const shareRows: RouteCase[] = [
  routeCase(shares.list, { namesRecords: false }),
  routeCase(shares.create, {
    body: (ids) => ({ kind: 'location', targetId: ids.locationId, showPrices: true, expiresInDays: 7 }),
    status: 201,
    badBody: { body: { kind: 'collection' }, field: 'targetId' },
    namesRecords: true,
  }),
  routeCase(shares.revoke, { params: (ids) => ({ id: ids.shareId }), namesRecords: true }),
];
