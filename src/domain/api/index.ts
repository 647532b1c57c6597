import { accountEndpoints, publicEndpoints } from './account';
import { alertEndpoints } from './alerts';
import { cardEndpoints } from './cards';
import { catalogueEndpoints } from './catalogue';
import { collectionEndpoints } from './collections';
import { type Endpoint, matchPath } from './endpoint';
import { financeEndpoints } from './finance';
import { gradingEndpoints } from './grading';
import { locationEndpoints } from './locations';
import { marketPriceEndpoints } from './marketPrices';
import { sealedDefinitionEndpoints, sealedProductEndpoints } from './sealed';
import { shareEndpoints } from './sharing';
import { syncEndpoints } from './sync';
import { transactionEndpoints } from './transactions';
import { wantEndpoints } from './wants';

export * from './common';
export * from './endpoint';

/**
 * Every endpoint of /api/v1, once, by area (README.md beside this file). The server registers its
 * routes from these, the client and the outbox build paths with `pathOf`, tests find them here.
 */
export const API = {
  public: publicEndpoints,
  account: accountEndpoints,
  collections: collectionEndpoints,
  cards: cardEndpoints,
  sealedDefinitions: sealedDefinitionEndpoints,
  sealedProducts: sealedProductEndpoints,
  marketPrices: marketPriceEndpoints,
  finance: financeEndpoints,
  transactions: transactionEndpoints,
  locations: locationEndpoints,
  grading: gradingEndpoints,
  wants: wantEndpoints,
  alerts: alertEndpoints,
  shares: shareEndpoints,
  sync: syncEndpoints,
  catalogue: catalogueEndpoints,
};

/** Every endpoint in one list (the route table checks it covers each). */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

/** The endpoint a call is, found by method and path (query ignored), with its params. */
export function findEndpoint(
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  // Static segments win over params (find-my-way does the same): /collections/search is not /collections/:id.
  let best: { endpoint: Endpoint; params: Record<string, string> } | undefined;
  for (const candidate of ALL_ENDPOINTS) {
    if (candidate.method !== method) continue;
    const params = matchPathOf(candidate, path);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) {
      best = { endpoint: candidate, params };
    }
  }
  return best;
}

function matchPathOf(candidate: Endpoint, path: string): Record<string, string> | undefined {
  return matchPath(candidate, path) as Record<string, string> | undefined;
}
