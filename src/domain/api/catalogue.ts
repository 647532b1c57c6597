import {
  CatalogueAnswer,
  CatalogueQuery,
  PriceHistoryAnswer,
  PriceHistoryQuery,
} from '../catalogue/catalogueContract';
import { endpoint } from './endpoint';

/**
 * The card catalogue (issue 12): shared by every user, not synced. `download` answers the envelope
 * gzip-encoded, with ETag / If-None-Match; `since` asks for what changed after a version.
 */
export const catalogueEndpoints = {
  download: endpoint({ method: 'GET', path: '/catalogue', query: CatalogueQuery, answer: CatalogueAnswer }),
  priceHistory: endpoint({
    method: 'GET',
    path: '/catalogue/price-history',
    query: PriceHistoryQuery,
    answer: PriceHistoryAnswer,
  }),
};
