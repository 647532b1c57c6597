import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import type { MarketPriceRow } from '../../db/rows';
import { buildCollectionPrices, type CollectionPrices } from './collectionPrices';

/**
 * The collection's market prices as a lookup index with a per-card price memory, built once per read
 * and shared by the cards view and the finance summary (tens of thousands of records and cards:
 * doing it twice would show).
 */
export function useCollectionPrices(prices: LiveResult<MarketPriceRow[]>): LiveResult<CollectionPrices> {
  const catalogue = useLoadedCatalogue()?.priceOf;
  return useMemo(
    () =>
      prices.status === 'ready'
        ? { status: 'ready', data: buildCollectionPrices(prices.data, catalogue) }
        : prices,
    [prices, catalogue],
  );
}
