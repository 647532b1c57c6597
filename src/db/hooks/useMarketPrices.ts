import { useDatabase } from '../DatabaseProvider';
import type { MarketPriceRow } from '../rows';
import { type LiveResult, useLiveResult } from './liveResult';

/** The market-price records of a collection (cards and sealed products), kept live. */
export function useMarketPrices(collectionId: string): LiveResult<MarketPriceRow[]> {
  const db = useDatabase();
  return useLiveResult(`${db.name}|${collectionId}`, () =>
    db.marketPrices.where('collectionId').equals(collectionId).toArray(),
  );
}
