import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { alerts } = API;

const theAlert = (ids: SeedIds) => ({ id: ids.alertId });
const BOLT = 'b01d8e8d-8f97-5e56-9f70-cc2471e95c1b';

export const alertRows: RouteCase[] = [
  routeCase(alerts.list, { namesRecords: false }),
  routeCase(alerts.get, { params: theAlert, namesRecords: true }),
  routeCase(alerts.create, {
    body: () => ({ printingId: BOLT, label: 'Lightning Bolt (LEA)', kind: 'above', threshold: 20 }),
    status: 201,
    badBody: { body: { printingId: BOLT, label: 'Bolt', kind: 'above', threshold: -5 }, field: 'threshold' },
    namesRecords: false,
  }),
  routeCase(alerts.update, {
    params: theAlert,
    body: () => ({ seenOn: '2026-11-22' }),
    badBody: { body: { seenOn: '2026-02-30' }, field: 'seenOn' },
    namesRecords: true,
  }),
  routeCase(alerts.delete, { params: theAlert, namesRecords: true }),
];
