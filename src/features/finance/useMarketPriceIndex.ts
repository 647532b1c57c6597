import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { MarketPriceRow } from '../../db/rows';
import { buildMarketPriceIndex, type MarketPriceIndex } from '../../domain/finance/marketPriceIndex';

/**
 * The collection's market prices as a lookup index, built once per read and shared by the cards view
 * and the finance summary (tens of thousands of records: building it twice would show).
 */
export function useMarketPriceIndex(prices: LiveResult<MarketPriceRow[]>): LiveResult<MarketPriceIndex> {
  return useMemo(
    () =>
      prices.status === 'ready' ? { status: 'ready', data: buildMarketPriceIndex(prices.data) } : prices,
    [prices],
  );
}
