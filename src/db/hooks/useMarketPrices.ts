import { useDatabase } from '../DatabaseProvider';
import type { MarketPriceRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const TABLES = ['marketPrices'] as const;

/** The market-price records of a collection (cards and sealed products): tens of thousands for some. */
export function useMarketPrices(collectionId: string): LiveResult<MarketPriceRow[]> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}`, () =>
    db.marketPrices.where('collectionId').equals(collectionId).toArray(),
  );
}
