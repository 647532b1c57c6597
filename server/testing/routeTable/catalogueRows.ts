import { API } from '../../../src/domain/api';

const { download, priceHistory } = API.catalogue;

import type { RouteCase } from './types';

/** The catalogue is shared by every user: no row names a user's record. */
export const catalogueRows: RouteCase[] = [
  {
    method: 'GET',
    route: download.path,
    path: () => `${download.path}?since=0`,
    badQuery: { query: 'since=-1', field: 'since' },
    namesRecords: false,
  },
  {
    method: 'GET',
    route: priceHistory.path,
    path: () => `${priceHistory.path}?ids=00000000-0000-4000-8000-000000000000`,
    badQuery: { query: 'ids=not-a-printing', field: 'ids' },
    namesRecords: false,
  },
];
