import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useMarketPrices } from '../../db/hooks/useMarketPrices';
import { type KeepCount, type TradeSpare, tradeSpares } from '../../domain/wants/tradeBinder';
import { useCollectionPrices } from '../finance/useCollectionPrices';

/**
 * The trade binder's spares, live, of `collectionId` or (null) every collection, each priced as the
 * cards view prices it (the card's own price, the collection's price records, then the catalogue's
 * in the display currency). Undefined while reading.
 */
export function useTradeBinder(collectionId: string | null, keep: KeepCount): TradeSpare[] | undefined {
  const db = useDatabase();
  const loaded = useLoadedCatalogue();
  // Across collections, price records (kept per collection) do not apply: own and catalogue prices do.
  const prices = useCollectionPrices(useMarketPrices(collectionId ?? ''));
  const cards = useLiveQuery(
    () =>
      collectionId === null
        ? db.cards.toArray()
        : db.cards.where('collectionId').equals(collectionId).toArray(),
    [db, collectionId],
  );
  return useMemo(() => {
    if (!cards || prices.status !== 'ready' || loaded === undefined) return undefined;
    const copies = cards.map((card) => ({
      ...card,
      collectorNumber: loaded?.printingOf(card)?.collectorNumber ?? '',
      unitPrice: prices.data.cardPriceOf(card),
    }));
    return tradeSpares(copies, keep);
  }, [cards, prices, loaded, keep]);
}
