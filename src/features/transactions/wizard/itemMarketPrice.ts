import { resolveSealedMarketPrice } from '../../../domain/finance/marketPriceIndex';
import type { CollectionPrices } from '../../finance/collectionPrices';
import type { DraftItem } from './wizardDraft';

/**
 * One unit's market price for a draft line: a card by the collection's prices for its condition and
 * finish, else the device's catalogue; a sealed product by name|set|type and condition, else |Sealed.
 */
export function itemMarketPrice(item: DraftItem, prices: CollectionPrices | null): number | null {
  if (!prices) return null;
  if (item.itemType === 'sealed_product') {
    return resolveSealedMarketPrice(
      {
        name: item.name,
        set: item.set,
        type: item.productType ?? item.type ?? '',
        condition: item.condition,
      },
      prices.index,
    );
  }
  return prices.cardPriceOf({
    // Not a stored card: an id that is no temp id, so the collection's prices are looked up.
    id: 'draft',
    name: item.name,
    set: item.set,
    setCode: item.setCode ?? '',
    foil: item.foil ?? false,
    marketPrice: null,
    conditionQuantities: [{ condition: item.condition, marketPrice: null }],
  });
}
