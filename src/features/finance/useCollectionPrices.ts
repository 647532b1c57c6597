import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useExchangeRates, useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import type { MarketPriceRow } from '../../db/rows';
import { getDisplayCurrency } from '../../domain/format';
import { cataloguePriceLookupIn } from '../../domain/money/marketPrices';
import { buildCollectionPrices, type CollectionPrices } from './collectionPrices';

const NO_RATES: never[] = [];

/**
 * The collection's market prices as a lookup index with a per-card price memory, built once per read
 * and shared by the cards view and the finance summary (tens of thousands of records and cards:
 * doing it twice would show). The catalogue's prices come in the display currency (issue 29).
 */
export function useCollectionPrices(prices: LiveResult<MarketPriceRow[]>): LiveResult<CollectionPrices> {
  const loaded = useLoadedCatalogue();
  const rates = useExchangeRates() ?? NO_RATES;
  const currency = getDisplayCurrency();
  const catalogue = useMemo(() => {
    if (!loaded) return undefined;
    const priceDate = loaded.priceDate ?? new Date().toISOString().slice(0, 10);
    return cataloguePriceLookupIn(loaded.printingOf, { currency, rates, priceDate });
  }, [loaded, rates, currency]);
  return useMemo(
    () =>
      prices.status === 'ready'
        ? { status: 'ready', data: buildCollectionPrices(prices.data, catalogue) }
        : prices,
    [prices, catalogue],
  );
}
