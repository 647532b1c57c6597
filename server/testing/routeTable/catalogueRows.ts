import { CATALOGUE_PATH, PRICE_HISTORY_PATH } from '../../../src/domain/catalogue/catalogueContract';
import type { RouteCase } from './types';

/** The catalogue is shared by every user: no row names a user's record. */
export const catalogueRows: RouteCase[] = [
  {
    method: 'GET',
    route: CATALOGUE_PATH,
    path: () => `${CATALOGUE_PATH}?since=0`,
    badQuery: { query: 'since=-1', field: 'since' },
    namesRecords: false,
  },
  {
    method: 'GET',
    route: PRICE_HISTORY_PATH,
    path: () => `${PRICE_HISTORY_PATH}?ids=00000000-0000-4000-8000-000000000000`,
    badQuery: { query: 'ids=not-a-printing', field: 'ids' },
    namesRecords: false,
  },
];
