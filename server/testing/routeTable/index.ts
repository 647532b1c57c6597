import { ALL_ENDPOINTS } from '../../../src/domain/api';
import { accountRows, collectionRows, syncRows } from './accountAndCollectionRows';
import { alertRows } from './alertRows';
import { cardRows, sealedRows } from './cardAndSealedRows';
import { catalogueRows } from './catalogueRows';
import { gradingRows } from './gradingRows';
import { locationRows } from './locationRows';
import { financeRows, marketPriceRows } from './priceAndFinanceRows';
import { shareRows } from './shareRows';
import { transactionRows } from './transactionRows';
import type { RouteCase } from './types';
import { wantRows } from './wantRows';

export * from './registeredRoutes';
export * from './seed';
export * from './types';

/** Every signed-in route of the API. The matrix test fails when a registered route has no row here. */
export const routeTable: RouteCase[] = [
  ...accountRows,
  ...collectionRows,
  ...cardRows,
  ...sealedRows,
  ...marketPriceRows,
  ...financeRows,
  ...transactionRows,
  ...locationRows,
  ...gradingRows,
  ...wantRows,
  ...alertRows,
  ...shareRows,
  ...syncRows,
  ...catalogueRows,
];

/** Routes reachable without a token; the matrix leaves them out (they have their own tests). */
export const publicRoutes = ALL_ENDPOINTS.filter((endpoint) => endpoint.public).map(
  (endpoint) => `${endpoint.method} ${endpoint.path}`,
);
