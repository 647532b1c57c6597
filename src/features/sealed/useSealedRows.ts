import { useMemo } from 'react';
import { resolveSealedMarketPrice } from '../../domain/finance/marketPriceIndex';
import { SEALED_LOOKUP_CONDITION } from '../../domain/marketPriceKeys';
import type { SealedProduct } from '../../domain/schemas';
import { filterSealedProducts, groupSealedProducts, type SealedRow } from '../../domain/sealed/sealedRows';
import type { CollectionPrices } from '../finance/collectionPrices';
import { sortSealedRowsBy } from './sealedSort';
import type { SealedViewSettings } from './sealedViewStore';

/**
 * The page's rows: filtered instances grouped, then sorted by the table's column (a new sort
 * regroups nothing). A product's market price is looked up by
 * name|set|type|Sealed (part 2 §3), so every unit of a product shows the same price.
 */
export function useSealedRows(
  products: readonly SealedProduct[],
  prices: CollectionPrices | null,
  settings: SealedViewSettings,
): SealedRow[] {
  const { search, type, status, condition, groupBy, sort } = settings;
  const filtered = useMemo(
    () => filterSealedProducts(products, { search, type, status, condition }),
    [products, search, type, status, condition],
  );
  const grouped = useMemo(() => {
    const priceOf = (product: SealedProduct) =>
      prices
        ? resolveSealedMarketPrice({ ...product, condition: SEALED_LOOKUP_CONDITION }, prices.index)
        : null;
    return groupSealedProducts(filtered, groupBy, priceOf);
  }, [filtered, groupBy, prices]);
  return useMemo(() => sortSealedRowsBy(grouped, sort), [grouped, sort]);
}
