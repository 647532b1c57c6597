import {
  type Endpoint,
  type HttpMethod,
  type PathParams,
  pathOf,
  type QueryValues,
} from '../../../src/domain/api';
import type { TestApi } from '../apiClient';

/** One record of each kind, made for a user through the API; rows build paths and bodies from it. */
export interface SeedIds {
  collectionId: string;
  cardId: string;
  definitionId: string;
  /** A definition no sealed product uses (one in use cannot be deleted). */
  spareDefinitionId: string;
  sealedProductId: string;
  marketPriceId: string;
  /** A purchase that created one card. */
  transactionId: string;
  /** A 10-page binder of 9 slots, holding the seeded card at page 1 slot 1. */
  locationId: string;
  /** A box to move copies into. */
  spareLocationId: string;
  wantId: string;
  alertId: string;
  /** A link to the seeded collection. */
  shareId: string;
}

export type Method = HttpMethod;

/**
 * One row of the route table: what the matrix (success, 401, 400, cross-user 404) and the fuzz need
 * to know about a signed-in route. A new route adds a row to its area's list in this folder.
 */
export interface RouteCase {
  method: Method;
  /** The path as registered, after /api/v1, e.g. `/collections/:id`. */
  route: string;
  /** The concrete path for a user's seeded records; default `route` (no params). */
  path?: (ids: SeedIds) => string;
  /** A valid body for the seeded user (POST/PUT). */
  body?: (ids: SeedIds) => unknown;
  /** Expected status on success; default 200. */
  status?: number;
  /** A body that must answer 400, with the field the message must name. */
  badBody?: { body: unknown; field: string };
  /** A query string (without `?`) that must answer 400, with the field the message must name. */
  badQuery?: { query: string; field: string };
  /** The path, body or query names one of the seeded records: another user must get 404. */
  namesRecords: boolean;
}

export interface SeededUser {
  api: TestApi;
  ids: SeedIds;
}

type CaseSpec<E extends Endpoint> = Omit<RouteCase, 'method' | 'route' | 'path'> & {
  /** The path's params for the seeded records. */
  params?: (ids: SeedIds) => PathParams<E['path']>;
  /** A valid query for the seeded records. */
  query?: (ids: SeedIds) => QueryValues;
};

/** A row of the route table for one endpoint: method, route and concrete path come from the contract. */
export function routeCase<E extends Endpoint>(endpoint: E, spec: CaseSpec<E>): RouteCase {
  const { params, query, ...rest } = spec;
  const needsPath = params !== undefined || query !== undefined;
  return {
    method: endpoint.method,
    route: endpoint.path,
    ...(needsPath
      ? {
          path: (ids: SeedIds) =>
            pathOf({ path: endpoint.path as string }, (params?.(ids) ?? {}) as never, query?.(ids)),
        }
      : {}),
    ...rest,
  };
}
