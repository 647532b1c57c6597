import { API } from '../domain/api';
import {
  PRICE_HISTORY_DAYS,
  PRICE_HISTORY_MAX_IDS,
  PriceHistoryAnswer,
} from '../domain/catalogue/catalogueContract';
import type { ApiClient } from './apiClient';
import { ApiError } from './apiError';

/** The catalogue's daily prices of these printings, asked in batches of the route's limit. */
export async function fetchPriceHistory(
  client: Pick<ApiClient, 'send'>,
  printingIds: readonly string[],
  days = PRICE_HISTORY_DAYS,
): Promise<PriceHistoryAnswer> {
  const ids = [...new Set(printingIds)];
  const history: PriceHistoryAnswer = {};
  for (let start = 0; start < ids.length; start += PRICE_HISTORY_MAX_IDS) {
    const batch = ids.slice(start, start + PRICE_HISTORY_MAX_IDS).join(',');
    const answer = await client.send('GET', `${API.catalogue.priceHistory.path}?ids=${batch}&days=${days}`);
    if (!answer.ok) throw new ApiError(answer.message ?? 'Failed to load price history', answer.status);
    Object.assign(history, PriceHistoryAnswer.parse(answer.data));
  }
  return history;
}
